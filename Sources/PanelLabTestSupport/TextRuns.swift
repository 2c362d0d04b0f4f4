import PanelCore

extension DisplayList {
  /// Every text run drawn, inside layers too, in drawing order: what a test reads off a drawing.
  public var textRuns: [TextRun] { Self.textRuns(in: commands) }

  private static func textRuns(in commands: [DisplayCommand]) -> [TextRun] {
    commands.flatMap { c -> [TextRun] in
      switch c {
      case .text(let t): return [t]
      case .layer(let l), .prefetch(let l): return textRuns(in: l.commands)
      default: return []
      }
    }
  }
}
