import Foundation
import PanelCore

extension SurfaceAppearance {
  /// PanelLab's own look, the scene's default surface (corners 16, FloatingPanel's default
  /// shadow, the theme's white): what `surfaceView.appearance` is until a program sets one, so a
  /// panel whose code never styles it draws and records as before.
  static var panelLab: SurfaceAppearance {
    let plain = PanelConfig.Surface()
    let appearance = SurfaceAppearance()
    appearance.cornerRadius = CGFloat(plain.cornerRadius)
    appearance.backgroundColor = UIColor(Theme.surface)
    return appearance
  }
}
