/// The readout: the live values and the last attraction, read from the components' typed snapshots.
extension InspectorPane {
  /// Reads the scene each time it changes.
  public var observesScene: Bool { true }

  /// Takes the time, which the dragged panel's velocity counts in.
  public mutating func advance(to time: Micros) { self.time = Swift.max(self.time, time) }

  /// Takes the live values and the last attraction from the scene.
  public mutating func observe(_ scene: Scene) {
    self.scene = scene.config.json
    var lines: [(String, String)] = []
    func n(_ v: Double, _ places: Int = 1) -> String { FixedPoint.string(v, places: places) }
    let panels = scene.components(PanelModel.self)
    // The panel a hand (or a key) just set moving becomes the one inspected and edited.
    let inspectedMoves = panels.indices.contains(panelIndex) && panels[panelIndex].isAnimating
    let dragged = panels.firstIndex { $0.isDragging }
    if let moving = dragged ?? (inspectedMoves ? nil : panels.firstIndex { $0.isAnimating }), moving != panelIndex {
      panelIndex = moving
      lastPanelPosition = nil
      watchingAttraction = false
      plot = nil
      controls = Self.controls(for: config, springForm: springForm, panel: panelIndex)
      if let f = focused, f >= controls.count { focused = nil }
    }
    if panels.indices.contains(panelIndex) {
      let panel = panels[panelIndex].snapshot
      let panelConfig = panels[panelIndex].config
      behavior = panelConfig.behavior
      let velocity: Double
      switch panel.motion {
      case .attracting: velocity = panel.velocity
      case .dragging:
        if let last = lastPanelPosition, time > last.time {
          velocity = (panel.position - last.position) / (time - last.time).seconds
        } else {
          velocity = 0
        }
      default: velocity = 0
      }
      lastPanelPosition = (time, panel.position)
      let phase: String
      switch panel.motion {
      case .idle: phase = "at rest"
      case .dragging: phase = "dragging"
      case .attracting(let target, _): phase = "attracting → \(target.name)"
      case .transitioning: phase = "showing or hiding"
      }
      lines += [
        ("panel \(panel.id)", "\(panel.state.name), \(phase)"),
        ("edge · velocity", "\(n(panel.position)) pt · \(n(velocity, 0)) pt/s"),
        ("backdrop alpha", n(panel.backdropAlpha, 2)),
      ]
      if springLinesFor != panelConfig.behavior {
        springLinesFor = panelConfig.behavior
        springLines = Self.springLines(panelConfig.behavior)
      }
      lines += springLines
      // A new release starts a new plot; a spring re-aimed mid-flight (an edit, a resize) does not,
      // or the plot would show the tail of the motion instead of the release.
      let wasAttracting = watchingAttraction
      if case .attracting(_, let release) = panel.motion {
        watchingAttraction = true
        if !wasAttracting {
          plot = AttractionPlot(
            start: release.start, velocity: release.velocity, target: release.target, parameters: release.parameters, scale: scene.scale)
        }
      } else {
        watchingAttraction = false
      }
      // The curve follows the tuning: the same release under the behaviour in force now.
      if var p = plot {
        p.parameters = panelConfig.behavior.attractionSpring(velocity: p.velocity)
        p.scale = scene.scale
        plot = p
        if p != curvesDrawn {
          curves = p.curves
          curvesDrawn = p
        }
      }
    }
    if let sheet = scene.component(SheetModel.self)?.snapshot {
      lines.append(("sheet", "\(sheet.phase.rawValue), progress \(n(sheet.look?.progress ?? 0, 2))"))
    }
    for s in scene.component(SplitTree.self)?.snapshot.splits ?? [] {
      lines.append(("split \(s.id)", "\(n(s.position, 3)), \(s.visible.rawValue)"))
    }
    if let accessory = scene.component(TabBarModel.self)?.snapshot.accessory, let frame = accessory.frame {
      // In window points, as the trace gives it (the window's origin while the main view is hidden).
      let main = scene.frame(of: .pane(.main)) ?? Rect(size: .zero)
      let window = frame.offsetBy(dx: main.x, dy: main.y)
      lines.append(("accessory", "\(accessory.position.rawValue) at \(n(window.x, 0)), \(n(window.y, 0))"))
    }
    if let feed = scene.component(FeedModel.self)?.snapshot {
      lines.append(("feed offset", "\(n(feed.contentOffset)) pt"))
    }
    self.lines = lines
  }

  /// The panel's fling spring in every form a designer brings, with its damping ratio, settle
  /// time and overshoot, and the first warning where a form misleads.
  public static func springLines(_ behavior: PanelBehavior) -> [(String, String)] {
    func n(_ v: Double, _ places: Int) -> String { FixedPoint.string(v, places: places) }
    let form = FloatingPanelSpringForm(behavior)
    guard let summary = try? form.summary() else { return [("spring", "not a spring"), (Self.noteLabel, "")] }
    let spring = summary.spring
    let swiftUI = ResponseSpringForm(spring)
    let ca = StiffnessSpringForm(spring)
    var lines: [(String, String)] = [
      ("spring (fling)", "ζ \(n(summary.dampingRatio, 3)) · settles \(n(summary.settleTime, 2)) s · +\(n(summary.overshoot * 100, 0)) %"),
      ("SwiftUI", "response \(n(swiftUI.response, 2)) · damping \(n(swiftUI.dampingFraction, 3))"),
      ("Core Animation", "k \(n(ca.stiffness, 1)) · c \(n(ca.damping, 2)) · m 1"),
    ]
    if let origami = try? OrigamiSpringForm(spring) {
      lines.append(("Origami / POP", "bounciness \(n(origami.bounciness, 1)) · speed \(n(origami.speed, 1))"))
    } else {
      lines.append(("Origami / POP", "cannot express this spring"))
    }
    // The note's two lines are kept even when empty, so the controls below never jump while a
    // slider is being dragged.
    lines.append((Self.noteLabel, summary.warnings.first ?? ""))
    return lines
  }
}
