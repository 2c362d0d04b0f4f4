import Foundation

/// UIKit's keyboard animation: `keyboardAnimationDurationUserInfoKey` says 0.25 s and
/// `keyboardAnimationCurveUserInfoKey` says curve 7, a private curve. Apple publishes neither the
/// curve nor the keyboard's real motion; measured by third parties, curve 7 is a spring of mass 3,
/// stiffness 1000 and damping 500 that runs 0.5 s (Apple developer forums thread 48088). PanelLab
/// follows flutter/engine's reading of it (FlutterViewController.mm, its SpringAnimationTest): a
/// critically damped spring with ω₀ = √(1000/3) ≈ 18.3 rad/s, 94 % of the way at 0.25 s and
/// 99.9 % at 0.5 s, where it lands exactly.
public enum KeyboardCurve {
  /// The duration the keyboard notifications carry (`keyboardAnimationDurationUserInfoKey`).
  public static let notifiedDuration = 0.25
  /// The curve number they carry (`keyboardAnimationCurveUserInfoKey`).
  public static let notifiedCurve = 7
  /// How long the keyboard really moves, seconds.
  public static let duration = 0.5
  /// The spring's undamped angular frequency, √(stiffness / mass), rad/s.
  public static let omega = (1000.0 / 3).squareRoot()

  /// The share of the way covered `elapsed` seconds after the start: 0 at the start, 1 from
  /// `duration` on.
  public static func progress(_ elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    let a = omega * elapsed
    return 1 - (1 + a) * exp(-a)
  }
}
