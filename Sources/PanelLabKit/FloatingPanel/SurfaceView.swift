import Foundation
import PanelCore

/// FloatingPanel's `SurfaceView` (`fpc.surfaceView`), as far as PanelLab's surface model goes:
/// not a `UIView`, but its settings, each read and written through to the panel's `surface` keys.
/// A change applies at once; a change made inside `appearance` or its shadows (classes, set in
/// place as UIKit code does) applies at the next model step, as UIKit's next layout pass would.
public final class SurfaceView {
  /// Applies a change to the panel.
  private let changed: () -> Void

  /// FloatingPanel's `grabberHandle`: `isHidden` hides the drawn grabber.
  public let grabberHandle: GrabberView
  /// The grabber's distance from the interactive edge, points (`surface.grabberHandlePadding`).
  public var grabberHandlePadding: CGFloat = 6 {
    didSet { changed() }
  }
  /// FloatingPanel's `grabberAreaOffset`: the band along the interactive edge, points, in which
  /// a press always drags the panel and never scrolls its list (`surface.grabberAreaOffset`).
  public var grabberAreaOffset: CGFloat = 36 {
    didSet { changed() }
  }
  /// The grabber's size; on a left or right panel the width runs along the edge (`surface.grabberHandleSize`).
  public var grabberHandleSize = CGSize(width: 36, height: 5) {
    didSet { changed() }
  }
  /// The look: corners, shadows, fill and border. Until a program sets one it is PanelLab's own
  /// (corners 16, one default shadow, the theme's white), which writes no `surface` keys.
  public var appearance: SurfaceAppearance {
    didSet { changed() }
  }
  /// Space between the container and the content (`surface.padding`).
  public var contentPadding = UIEdgeInsets.zero {
    didSet { changed() }
  }
  /// Space between the surface and the container (`surface.margins`); a margin on the
  /// interactive edge rounds all four corners, as in FloatingPanel.
  public var containerMargins = UIEdgeInsets.zero {
    didSet { changed() }
  }
  /// UIKit's `backgroundColor`, which FloatingPanel's surface view keeps in `appearance`.
  public var backgroundColor: UIColor? {
    get { appearance.backgroundColor }
    set {
      appearance.backgroundColor = newValue
      changed()
    }
  }

  init(changed: @escaping () -> Void) {
    self.changed = changed
    appearance = .panelLab
    grabberHandle = GrabberView()
    grabberHandle.surface = self
  }

  /// The scene's surface these settings give, each number clamped into its key's range.
  var surface: PanelConfig.Surface {
    typealias R = PanelConfig.Surface.Ranges
    var s = appearance.surface(over: PanelConfig.Surface())
    s.grabber = !grabberHandle.isHidden
    // The theme's grey is the scene's default grabber colour, left out of the scene.
    s.grabberColor = grabberHandle.barColor.color == Theme.grabber ? nil : grabberHandle.barColor.color
    s.grabberAreaOffset = grabberAreaOffset.sceneNumber(in: R.grabberAreaOffset, default: PanelModel.grabberAreaLength)
    s.grabberHandlePadding = grabberHandlePadding.sceneNumber(in: R.grabberHandlePadding, default: PanelModel.grabberPadding)
    s.grabberHandleSize = Size(
      width: grabberHandleSize.width.sceneNumber(in: R.grabberHandleSide, default: PanelModel.grabberSize.width),
      height: grabberHandleSize.height.sceneNumber(in: R.grabberHandleSide, default: PanelModel.grabberSize.height))
    s.margins = Self.insets(containerMargins)
    s.padding = Self.insets(contentPadding)
    return s
  }

  private static func insets(_ i: UIEdgeInsets) -> EdgeInsets {
    let r = PanelConfig.Surface.Ranges.inset
    return EdgeInsets(
      top: i.top.sceneNumber(in: r, default: 0), left: i.left.sceneNumber(in: r, default: 0),
      bottom: i.bottom.sceneNumber(in: r, default: 0), right: i.right.sceneNumber(in: r, default: 0))
  }

  /// Changes of the grabber view.
  fileprivate func grabberChanged() { changed() }

}

/// FloatingPanel's `GrabberView`, the grabber handle: PanelLab draws it, so whether it shows
/// (`surface.grabber`) and its colour (`surface.grabberColor`) are kept.
public final class GrabberView {
  /// The surface it belongs to.
  fileprivate weak var surface: SurfaceView?
  /// UIKit's `isHidden`: a hidden grabber is not drawn.
  public var isHidden = false {
    didSet { if isHidden != oldValue { surface?.grabberChanged() } }
  }
  /// FloatingPanel's `barColor`: the bar's colour, by default its grey (0.76, 0.77, 0.76).
  public var barColor = UIColor(Theme.grabber) {
    didSet { if barColor != oldValue { surface?.grabberChanged() } }
  }
}
