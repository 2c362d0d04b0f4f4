import Foundation

/// The tuned values of a scene as code a developer pastes into an iOS app: a FloatingPanel
/// `FloatingPanelBehavior` and `FloatingPanelLayout` for each panel, and the attraction spring as
/// a SwiftUI `.spring(response:dampingFraction:)`. Its imports choose FloatingPanel where it
/// exists and PanelLabKit otherwise, so the file also compiles into a PanelLab prototype.
///
/// Pure text from a config, so it is tested without a window; the host writes it to a file.
public enum TunedCode {
  /// The Swift source for `config`'s panels; `source` names the scene it came from in a comment.
  public static func swift(for config: SceneConfig, source: String) -> String {
    var out = """
      // Tuned in PanelLab from \(source).
      // FloatingPanel 2.x: assign `fpc.behavior = …Behavior()` and `fpc.layout = …Layout()`,
      // and call `…Surface.apply(to: fpc)` for the panel's look.
      // The same file builds into an iOS app and, through PanelLabKit, into a PanelLab prototype.
      #if canImport(FloatingPanel)
      import FloatingPanel
      import SwiftUI
      import UIKit
      #else
      import PanelLabKit
      #endif

      """
    // FloatingPanelState compares by identity: a custom state must be one shared value.
    let custom = config.main.panels.flatMap(\.customStates).reduce(into: [PanelState]()) { all, s in
      if !all.contains(where: { $0.name == s.name }) { all.append(s) }
    }
    if !custom.isEmpty {
      out += "\nextension FloatingPanelState {\n"
      for s in custom {
        out += "  static let \(memberName(s.name)) = FloatingPanelState(rawValue: \(quoted(s.name)), order: \(s.order))\n"
      }
      out += "}\n"
    }
    var taken: Set<String> = []
    for panel in config.main.panels {
      // Two ids that spell the same type name (`maps`, `Maps`) get numbered ones.
      var name = typeName(panel.id)
      var n = 2
      while taken.contains(name) {
        name = typeName(panel.id) + "\(n)"
        n += 1
      }
      taken.insert(name)
      out += "\n" + behavior(panel, name: name) + "\n" + layout(panel, name: name) + "\n" + surface(panel, name: name) + "\n"
        + swiftUI(panel, name: name)
    }
    if config.main.panels.isEmpty { out += "\n// The scene has no floating panel.\n" }
    return out
  }

  /// A Swift type name from a panel id: `maps-panel` → `MapsPanel`.
  static func typeName(_ id: String) -> String {
    let words = id.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let joined = words.joined()
    guard let first = joined.first else { return "Tuned" }
    return first.isNumber ? "Panel" + joined : joined
  }

  private static func number(_ d: Double) -> String {
    let s = JSONWriter.number(d)
    return s.contains(".") || s.contains("e") ? s : s + ".0"
  }

  private static func stateName(_ s: PanelState) -> String { "." + memberName(s.name) }

  /// A Swift member name for a state: the built-in ones as they are, custom ones made an
  /// identifier (`last quarter` → `lastQuarter`).
  static func memberName(_ state: String) -> String {
    let words = state.split { !$0.isLetter && !$0.isNumber }
    guard let first = words.first else { return "state" }
    let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.first?.isNumber == true ? "state" + name : name
  }

  private static func quoted(_ s: String) -> String {
    var out = ""
    JSONWriter.writeString(s, into: &out)
    return out
  }

  private static func behavior(_ panel: PanelConfig, name: String) -> String {
    let b = panel.behavior
    let edges = PanelPosition.allCases.filter { b.rubberBandEdges.contains($0) }.map { "." + $0.rawValue }
    return """
      /// How the \(quoted(panel.id)) panel moves, as tuned. With it, set on the controller:
      /// `fpc.isRemovalInteractionEnabled = \(panel.isRemovalInteractionEnabled)`,
      /// `fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = \(panel.backdropTapToDismiss)`.
      final class \(name)Behavior: FloatingPanelBehavior {
        let springDecelerationRate: CGFloat = \(number(b.springDecelerationRate))
        let springResponseTime: CGFloat = \(number(b.springResponseTime))
        let momentumProjectionRate: CGFloat = \(number(b.momentumProjectionRate))
        let removalInteractionVelocityThreshold: CGFloat = \(number(b.removalInteractionVelocityThreshold))

        func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
          \(b.shouldProjectMomentum)
        }

        func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat {
          \(number(b.redirectionalProgress))
        }

        func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
          \(edges.isEmpty ? "false" : "[\(edges.joined(separator: ", "))].contains { edge.contains($0) }")
        }
      }

      """
  }

  private static func anchor(_ a: PanelAnchor) -> String {
    func guide(_ g: PanelAnchor.Guide) -> String { g == .safeArea ? ".safeArea" : ".superview" }
    switch a {
    case .inset(.absolute(let d), let edge, let g):
      return "FloatingPanelLayoutAnchor(absoluteInset: \(number(d)), edge: .\(edge.rawValue), referenceGuide: \(guide(g)))"
    case .inset(.fractional(let f), let edge, let g):
      return "FloatingPanelLayoutAnchor(fractionalInset: \(number(f)), edge: .\(edge.rawValue), referenceGuide: \(guide(g)))"
    case .intrinsic(.absolute(let d), let g):
      return "FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: \(number(d)), referenceGuide: \(guide(g)))"
    case .intrinsic(.fractional(let f), let g):
      return "FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: \(number(f)), referenceGuide: \(guide(g)))"
    }
  }

  private static func layout(_ panel: PanelConfig, name: String) -> String {
    let states = panel.anchors.keys.sorted { $0.order > $1.order }
    let anchors = states.map { "    \(stateName($0)): \(anchor(panel.anchors[$0]!))," }.joined(separator: "\n")
    let alphas = panel.backdropAlpha.keys.sorted { $0.order > $1.order }
      .map { "    case \(stateName($0)): return \(number(panel.backdropAlpha[$0]!))" }
    return """
      /// Where the \(quoted(panel.id)) panel rests, as tuned.
      final class \(name)Layout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .\(panel.position.rawValue)
        let initialState: FloatingPanelState = \(stateName(panel.initialState))
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
      \(anchors.isEmpty ? "" : anchors)
        ]

        func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
          switch state {
      \((alphas + ["    default: return 0.0"]).joined(separator: "\n"))
          }
        }
      }

      """
  }

  /// The panel's `surface` keys as FloatingPanel's `SurfaceAppearance` and `surfaceView` settings.
  /// The corner radius is always written, as FloatingPanel's default (0) is not the scene's (16);
  /// the other lines only where the scene differs from FloatingPanel's defaults, which the
  /// scene's are.
  private static func surface(_ panel: PanelConfig, name: String) -> String {
    let s = panel.surface
    var lines = ["let appearance = SurfaceAppearance()", "appearance.cornerRadius = \(number(s.cornerRadius))"]
    if s.cornerCurve == .continuous { lines.append("appearance.cornerCurve = .continuous") }
    if s.shadows != [SurfaceShadow()] {
      let plain = SurfaceShadow()
      for (i, shadow) in s.shadows.enumerated() {
        let v = "shadow\(i + 1)"
        lines.append("let \(v) = SurfaceAppearance.Shadow()")
        if let c = shadow.color { lines.append("\(v).color = \(color(c))") }
        if shadow.opacity != plain.opacity { lines.append("\(v).opacity = \(JSONWriter.number(shadow.opacity))") }
        if shadow.radius != plain.radius { lines.append("\(v).radius = \(number(shadow.radius))") }
        if shadow.offsetX != plain.offsetX || shadow.offset != plain.offset {
          lines.append("\(v).offset = CGSize(width: \(number(shadow.offsetX)), height: \(number(shadow.offset)))")
        }
        if shadow.spread != plain.spread { lines.append("\(v).spread = \(number(shadow.spread))") }
      }
      lines.append("appearance.shadows = [\(s.shadows.indices.map { "shadow\($0 + 1)" }.joined(separator: ", "))]")
    }
    if let c = s.backgroundColor { lines.append("appearance.backgroundColor = \(color(c))") }
    // The scene draws a border without a colour in the separator grey; UIKit draws none without one.
    if s.borderColor != nil || s.borderWidth > 0 { lines.append("appearance.borderColor = \(color(s.borderColor ?? Theme.separator))") }
    if s.borderWidth > 0 { lines.append("appearance.borderWidth = \(number(s.borderWidth))") }
    lines.append("fpc.surfaceView.appearance = appearance")
    if !s.grabber { lines.append("fpc.surfaceView.grabberHandle.isHidden = true") }
    if let c = s.grabberColor { lines.append("fpc.surfaceView.grabberHandle.barColor = \(color(c))") }
    if s.grabberAreaOffset != PanelModel.grabberAreaLength {
      lines.append("fpc.surfaceView.grabberAreaOffset = \(number(s.grabberAreaOffset))")
    }
    if s.grabberHandlePadding != PanelModel.grabberPadding {
      lines.append("fpc.surfaceView.grabberHandlePadding = \(number(s.grabberHandlePadding))")
    }
    if s.grabberHandleSize != PanelModel.grabberSize {
      lines.append("fpc.surfaceView.grabberHandleSize = CGSize(width: \(number(s.grabberHandleSize.width)), height: \(number(s.grabberHandleSize.height)))")
    }
    for (key, insets) in [("containerMargins", s.margins), ("contentPadding", s.padding)] where insets != .zero {
      lines.append(
        "fpc.surfaceView.\(key) = UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))")
    }
    return """
      /// The \(quoted(panel.id)) panel's surface, as tuned: `\(name)Surface.apply(to: fpc)`.
      enum \(name)Surface {
        static func apply(to fpc: FloatingPanelController) {
      \(lines.map { "    " + $0 }.joined(separator: "\n"))
        }
      }

      """
  }

  /// `c` as UIKit's `UIColor(red:green:blue:alpha:)`: a scene's `#RRGGBBAA` part as `k / 255`,
  /// which is the very number the scene reads, so the export gives the colour back exactly.
  private static func color(_ c: Color) -> String {
    func part(_ v: Double) -> String {
      let k = (v * 255).rounded()
      guard (0...255).contains(k), k / 255 == v else { return number(v) }
      return k == 0 ? "0" : k == 255 ? "1" : "\(Int(k)) / 255"
    }
    return "UIColor(red: \(part(c.r)), green: \(part(c.g)), blue: \(part(c.b)), alpha: \(part(c.a)))"
  }

  private static func swiftUI(_ panel: PanelConfig, name: String) -> String {
    // FloatingPanel's spring after a fling (faster than 300 pt/s); slower releases are critically damped.
    let spring = panel.behavior.attractionSpring(velocity: .infinity)
    return """
      extension Animation {
        /// The \(quoted(panel.id)) panel's attraction after a fling, as a SwiftUI spring.
        static let \(name.prefix(1).lowercased() + name.dropFirst())Attraction = Animation.spring(response: \(number(spring.response)), dampingFraction: \(FixedPoint.string(spring.dampingRatio, places: 4)))
      }

      """
  }
}
