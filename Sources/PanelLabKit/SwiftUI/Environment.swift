import Foundation

/// SwiftUI's `EnvironmentKey`: a key of a value views pass down, with its default.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when nobody set it.
  static var defaultValue: Value { get }
}

/// SwiftUI's `EnvironmentValues`: values a view's modifiers set for what it contains. Extend it with
/// your own keys as in SwiftUI; `LabView.environment(_:_:)` sets them.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// No values set.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// SwiftUI's `Animation`, as far as the panel reads it: a spring.
public struct Animation: Hashable, Sendable {
  /// The spring's period in seconds.
  public var response: Double
  /// The spring's damping ratio.
  public var dampingFraction: Double

  /// A spring animation.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    Animation(response: response, dampingFraction: dampingFraction)
  }

  /// SwiftUI's default animation.
  public static let `default` = Animation.spring()
}

/// SwiftUI's `Transaction`: the animation an update happens with.
public struct Transaction {
  /// The animation, or nil for none.
  public var animation: Animation?
  /// Whether animations are turned off.
  public var disablesAnimations = false

  /// A transaction with `animation`.
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// What a coordinator's `onUpdate(context:)` reads, in place of `UIViewControllerRepresentableContext`.
public struct FloatingPanelUpdateContext {
  /// The environment of the update.
  public var environment: EnvironmentValues
  /// The transaction of the update.
  public var transaction: Transaction
}
