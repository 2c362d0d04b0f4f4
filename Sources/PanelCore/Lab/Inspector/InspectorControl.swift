import Foundation

/// One editable scene parameter in the inspector: its key path, how it is edited, and how its value
/// is read from the scene's JSON (where an omitted key shows its default).
public struct InspectorControl: Hashable, Sendable {
  /// How the value is edited.
  public enum Kind: Hashable, Sendable {
    /// A number between `range`'s bounds, moved in steps of `step`.
    case slider(ClosedRange<Double>, step: Double)
    /// On or off.
    case toggle
    /// One of a few values, shown as a segmented row.
    case choice([JSONValue])
  }

  /// What the row says.
  public var label: String
  /// The scene key path a change is a `set` of, as the `set` line spells it (`ScenePath`).
  public var path: String
  /// How it is edited.
  public var kind: Kind
  /// The value the scene takes when the key is omitted.
  public var defaultValue: JSONValue
  /// For a spring form's number: which one (the control then edits the panel's deceleration rate
  /// and response time, and `path` only names it).
  public var derived: SpringFormParameter?

  /// The row that picks the spring form: inspector state, not a scene key.
  public static let springForm = ScenePath.inspectorOwn("springForm")
  /// Its path.
  public static let springFormPath = springForm.description

  /// A control for the scene key at `path`.
  public init(_ label: String, _ path: ScenePath, _ kind: Kind, default defaultValue: JSONValue) {
    self.label = label
    self.path = path.description
    self.kind = kind
    self.defaultValue = defaultValue
  }

  /// A slider for one number of a spring form.
  public init(_ parameter: SpringFormParameter) {
    let (range, step) = parameter.range
    self.init(parameter.label, .inspectorOwn(parameter.rawValue), .slider(range, step: step), default: .null)
    derived = parameter
  }

  /// The value `steps` steps from `value` (a slider's step, the next or previous choice, a flip
  /// for a toggle), kept within the control's range.
  public func stepped(_ value: JSONValue, by steps: Int) -> JSONValue {
    switch kind {
    case .slider(let range, let step):
      let v = value.number ?? range.lowerBound
      // A value the scene set outside the slider's range steps from where it is, toward the range,
      // rather than jumping to an end of it (the scene's own limits still apply).
      guard range.contains(v) else { return .number(v + Double(steps) * step) }
      return .number(quantized(v + Double(steps) * step))
    case .toggle:
      guard steps != 0 else { return value }
      return .bool(!(value.bool ?? false))
    case .choice(let options):
      guard !options.isEmpty else { return value }
      let i = options.firstIndex(of: value) ?? 0
      return options[Swift.min(options.count - 1, Swift.max(0, i + steps))]
    }
  }

  /// A slider's value at `fraction` (0 at the left end, 1 at the right) of its track.
  public func value(atFraction fraction: Double) -> JSONValue {
    guard case .slider(let range, _) = kind, range.upperBound > range.lowerBound else { return defaultValue }
    let f = Swift.min(1, Swift.max(0, fraction.isFinite ? fraction : 0))
    return .number(quantized(range.lowerBound + f * (range.upperBound - range.lowerBound)))
  }

  /// Where a slider's `value` sits along its track, 0…1.
  public func fraction(of value: JSONValue) -> Double {
    guard case .slider(let range, _) = kind, let v = value.number, range.upperBound > range.lowerBound else { return 0 }
    return Swift.min(1, Swift.max(0, (v - range.lowerBound) / (range.upperBound - range.lowerBound)))
  }

  /// Rounds to the step and clamps to the range, so every value a slider gives is one a recording
  /// writes exactly (0.991, not 0.99100000000000011).
  private func quantized(_ v: Double) -> Double {
    guard case .slider(let range, let step) = kind, step > 0 else { return v }
    let n = ((Swift.min(range.upperBound, Swift.max(range.lowerBound, v)) - range.lowerBound) / step).rounded()
    let q = range.lowerBound + n * step
    // Whole decimals: a step of 0.001 gives three places.
    let places = Swift.max(0, Int((-log10(step)).rounded(.up)))
    let p = pow(10, Double(places))
    return Swift.min(range.upperBound, (q * p).rounded() / p)
  }

  /// The value as the row shows it.
  public func text(of value: JSONValue) -> String {
    if path == Self.springFormPath, let i = value.number.map({ Int($0) }), SpringFormParameter.forms.indices.contains(i) {
      return SpringFormParameter.forms[i].name
    }
    switch value.kind {
    case .number(let d): return derived == nil ? JSONWriter.number(d) : FixedPoint.string(d, places: d < 10 ? 3 : 1)
    case .bool(let b): return b ? "on" : "off"
    case .string(let s): return s
    default: return "–"
    }
  }
}
