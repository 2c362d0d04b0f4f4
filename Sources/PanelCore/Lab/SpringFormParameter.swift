/// One number of a spring form that the inspector edits in place of FloatingPanel's own two: a
/// SwiftUI response or damping fraction, a Core Animation stiffness or damping, an Origami
/// bounciness or speed. Its value is read from the panel's behaviour through the forms, and an edit
/// becomes the deceleration rate and response time that give that spring: the scene keeps
/// FloatingPanel's keys, whatever form the designer thinks in.
public enum SpringFormParameter: String, Hashable, Sendable, CaseIterable {
  /// SwiftUI's `response`, seconds.
  case swiftUIResponse
  /// SwiftUI's `dampingFraction`.
  case swiftUIDamping
  /// Core Animation's `stiffness` (mass 1).
  case stiffness
  /// Core Animation's `damping` (mass 1).
  case damping
  /// Origami / POP bounciness.
  case bounciness
  /// Origami / POP speed.
  case speed

  /// The forms the inspector offers, as its choice row names them, with their two parameters
  /// (FloatingPanel's own form edits its keys directly).
  public static let forms: [(name: String, parameters: [SpringFormParameter])] = [
    ("FloatingPanel", []), ("SwiftUI", [.swiftUIResponse, .swiftUIDamping]), ("Core Animation", [.stiffness, .damping]),
    ("Origami", [.bounciness, .speed]),
  ]

  /// The slider's label.
  public var label: String {
    switch self {
    case .swiftUIResponse: return "SwiftUI response (s)"
    case .swiftUIDamping: return "SwiftUI dampingFraction"
    case .stiffness: return "Stiffness (mass 1)"
    case .damping: return "Damping (mass 1)"
    case .bounciness: return "Origami bounciness"
    case .speed: return "Origami speed"
    }
  }

  /// The slider's range and step.
  public var range: (ClosedRange<Double>, step: Double) {
    switch self {
    case .swiftUIResponse: return (0.1...1.5, 0.01)
    case .swiftUIDamping: return (0.1...2, 0.01)
    case .stiffness: return (20...2000, 1)
    case .damping: return (1...100, 0.5)
    case .bounciness: return (0...OrigamiSpringForm.foldBounciness, 0.5)
    case .speed: return (0...60, 0.5)
    }
  }

  /// Its value for the fling spring `behavior` gives, or nil when this form cannot express it.
  public func value(of behavior: PanelBehavior) -> Double? {
    guard let spring = try? FloatingPanelSpringForm(behavior).canonical() else { return nil }
    switch self {
    case .swiftUIResponse: return ResponseSpringForm(spring).response
    case .swiftUIDamping: return ResponseSpringForm(spring).dampingFraction
    case .stiffness: return spring.stiffness
    case .damping: return spring.damping
    case .bounciness: return (try? OrigamiSpringForm(spring))?.bounciness
    case .speed: return (try? OrigamiSpringForm(spring))?.speed
    }
  }

  /// The deceleration rate and response time that give `behavior`'s spring with this parameter set
  /// to `value` (the form's other parameter kept), or why no spring has it.
  public func behaviorValues(_ value: Double, from behavior: PanelBehavior) throws(SpringFormError) -> (rate: Double, response: Double) {
    let spring = try FloatingPanelSpringForm(behavior).canonical()
    let edited: CanonicalSpring
    switch self {
    case .swiftUIResponse:
      edited = try ResponseSpringForm(response: value, dampingFraction: ResponseSpringForm(spring).dampingFraction).canonical()
    case .swiftUIDamping:
      edited = try ResponseSpringForm(response: ResponseSpringForm(spring).response, dampingFraction: value).canonical()
    case .stiffness: edited = try StiffnessSpringForm(stiffness: value, damping: spring.damping).canonical()
    case .damping: edited = try StiffnessSpringForm(stiffness: spring.stiffness, damping: value).canonical()
    case .bounciness, .speed:
      let origami = try OrigamiSpringForm(spring)
      edited = try (self == .bounciness
        ? OrigamiSpringForm(bounciness: value, speed: origami.speed) : OrigamiSpringForm(bounciness: origami.bounciness, speed: value))
        .canonical()
    }
    let fp = FloatingPanelSpringForm(edited)
    return (fp.decelerationRate, fp.responseTime)
  }
}
