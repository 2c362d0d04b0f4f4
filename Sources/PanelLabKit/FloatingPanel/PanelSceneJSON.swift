import Foundation
import PanelCore

/// A controller's layout, behaviour and settings as the scene file's panel object
/// (`main.panels[]`), evaluated once: what a recording's header or `set` line carries, so a
/// replay needs none of the program's code.
struct PanelSceneJSON {
  /// The panel's id in the scene.
  var id: String
  /// The layout as evaluated.
  var layout: FloatingPanelLayout
  /// The behaviour as evaluated.
  var behavior: FloatingPanelBehavior
  /// The controller, which behaviour members take as an argument.
  unowned var controller: FloatingPanelController

  /// The anchored states, most expanded first; ties go by name so dictionary order never decides.
  var anchoredStates: [FloatingPanelState] {
    layout.anchors.keys.sorted { ($0.order, $1.rawValue) > ($1.order, $0.rawValue) }
  }

  /// The panel object, with `initialState` replaced when the panel is added hidden (to be shown
  /// by an animated move).
  func json(initialState: FloatingPanelState? = nil) -> JSONValue {
    let states = anchoredStates
    let builtIn = Set(PanelState.builtIn.map(\.name))
    var custom = states.filter { !builtIn.contains($0.rawValue) }
    let initial = initialState ?? layout.initialState
    if !builtIn.contains(initial.rawValue) && !custom.contains(initial) { custom.append(initial) }
    var m: [JSONValue.Member] = [
      .init("id", .string(id)),
      .init("position", .string(layout.position.model.rawValue)),
    ]
    if !custom.isEmpty {
      m.append(.init("states", .array(custom.map { .object(["name": .string($0.rawValue), "order": .number(Double($0.order))]) })))
    }
    m.append(.init("initialState", .string(initial.rawValue)))
    var anchors: [JSONValue.Member] = []
    for state in states {
      guard let anchor = layout.anchors[state]?.model else {
        preconditionFailure("PanelLabKit: the anchor of state \"\(state.rawValue)\" is not a FloatingPanelLayoutAnchor or FloatingPanelIntrinsicLayoutAnchor")
      }
      anchors.append(.init(state.rawValue, Self.json(anchor)))
    }
    m.append(.init("anchors", .object(anchors)))
    // UIKit clamps a view's alpha to 0…1; the scene takes it clamped.
    m.append(.init("backdropAlpha", .object(states.map { .init($0.rawValue, .number(Double(layout.backdropAlpha(for: $0)).clamped(to: 0...1))) })))
    m.append(.init("behavior", behaviorJSON(states)))
    m.append(.init("isRemovalInteractionEnabled", .bool(controller.isRemovalInteractionEnabled)))
    // Written only when enabled, so a panel that leaves the tap off records as before the key.
    if controller.backdropView.dismissalTapGestureRecognizer.isEnabled { m.append(.init("backdropTapToDismiss", .bool(true))) }
    m.append(.init("contentMode", .string(controller.contentMode == .fitToBounds ? "fitToBounds" : "static")))
    if let surface = surfaceJSON { m.append(.init("surface", surface)) }
    // A list the panel does not track is a scroll view of its own (the scene's `trackedTab: "none"`);
    // in tabs, the tracked one is named by its index.
    let content = controller.content.json
    m.append(.init("content", controller.trackedTabJSON.map { content.replacingMember("trackedTab", with: $0) } ?? content))
    return .object(m)
  }

  /// The surface keys that differ from the scene's defaults, nil when none does: a default look
  /// leaves the panel object (and so every recording made before these keys) as it was.
  private var surfaceJSON: JSONValue? {
    let look = controller.surfaceView.surface
    let plain = PanelConfig.Surface()
    var m: [JSONValue.Member] = []
    func number(_ key: String, _ path: KeyPath<PanelConfig.Surface, Double>) {
      if look[keyPath: path] != plain[keyPath: path] { m.append(.init(key, .number(look[keyPath: path]))) }
    }
    number("grabberHandlePadding", \.grabberHandlePadding)
    if look.grabberHandleSize != plain.grabberHandleSize {
      m.append(.init("grabberHandleSize", .object(["width": .number(look.grabberHandleSize.width), "height": .number(look.grabberHandleSize.height)])))
    }
    if look.grabber != plain.grabber { m.append(.init("grabber", .bool(look.grabber))) }
    if let c = look.grabberColor { m.append(.init("grabberColor", .string(UIColor.hex(c)))) }
    number("grabberAreaOffset", \.grabberAreaOffset)
    number("cornerRadius", \.cornerRadius)
    if look.cornerCurve != plain.cornerCurve { m.append(.init("cornerCurve", .string(look.cornerCurve.rawValue))) }
    // One shadow as the one-shadow keys, which every scene before `shadows` used; others as the array.
    if look.shadows.count == 1 {
      m += Self.members(of: look.shadows[0], key: SurfaceShadow.surfaceKey)
    } else {
      m.append(.init("shadows", .array(look.shadows.map { .object(Self.members(of: $0, key: { $0 })) })))
    }
    number("borderWidth", \.borderWidth)
    let colors: [(String, KeyPath<PanelConfig.Surface, PanelCore.Color?>)] = [("backgroundColor", \.backgroundColor), ("borderColor", \.borderColor)]
    for (key, path) in colors { if let c = look[keyPath: path] { m.append(.init(key, .string(UIColor.hex(c)))) } }
    for (key, insets) in [("margins", look.margins), ("padding", look.padding)] where insets != .zero {
      m.append(.init(key, .object(["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)])))
    }
    return m.isEmpty ? nil : .object(m)
  }

  /// The members of `shadow` that differ from the default shadow, each named `key(item key)`.
  private static func members(of shadow: SurfaceShadow, key: (String) -> String) -> [JSONValue.Member] {
    let plain = SurfaceShadow()
    var m: [JSONValue.Member] = []
    if let c = shadow.color { m.append(.init(key("color"), .string(UIColor.hex(c)))) }
    let numbers: [(String, KeyPath<SurfaceShadow, Double>)] = [
      ("opacity", \.opacity), ("radius", \.radius), ("offset", \.offset), ("offsetX", \.offsetX), ("spread", \.spread),
    ]
    for (name, path) in numbers where shadow[keyPath: path] != plain[keyPath: path] { m.append(.init(key(name), .number(shadow[keyPath: path]))) }
    return m
  }

  /// The behaviour's values; the per-state and per-pair answers as first evaluated (each release
  /// asks again, and an answer that changes the target becomes an input).
  private func behaviorJSON(_ states: [FloatingPanelState]) -> JSONValue {
    let first = states.first ?? .full
    let second = states.dropFirst().first ?? first
    let edges: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
    return .object([
      .init("springDecelerationRate", .number(Double(behavior.springDecelerationRate))),
      .init("springResponseTime", .number(Double(behavior.springResponseTime))),
      .init("momentumProjectionRate", .number(Double(behavior.momentumProjectionRate))),
      .init("redirectionalProgress", .number(Double(behavior.redirectionalProgress(controller, from: second, to: first)).clamped(to: 0...1))),
      .init("shouldProjectMomentum", .bool(behavior.shouldProjectMomentum(controller, to: first))),
      .init("allowsRubberBanding", .array(edges.filter { behavior.allowsRubberBanding(for: $0.0) }.map { .string($0.1) })),
      .init("removalInteractionVelocityThreshold", .number(Double(behavior.removalInteractionVelocityThreshold))),
    ])
  }

  private static func json(_ anchor: PanelAnchor) -> JSONValue {
    switch anchor {
    case .inset(let inset, let edge, let guide):
      let key: String
      let value: Double
      switch inset {
      case .absolute(let a): (key, value) = ("absoluteInset", a)
      case .fractional(let f): (key, value) = ("fractionalInset", f)
      }
      return .object([key: .number(value), "edge": .string(edge.rawValue), "referenceGuide": .string(guide.rawValue)])
    case .intrinsic(let offset, let guide):
      let inner: JSONValue
      switch offset {
      case .absolute(let a): inner = .object(["absoluteOffset": .number(a)])
      case .fractional(let f): inner = .object(["fractionalOffset": .number(f)])
      }
      return .object(["intrinsic": inner, "referenceGuide": .string(guide.rawValue)])
    }
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
