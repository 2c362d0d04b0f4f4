/// How a user's image fills the frame it is drawn in (the scene key `imageMode`).
public enum ImageMode: String, Hashable, Sendable, CaseIterable {
  /// Scaled to cover the whole frame, centred; what overflows is cropped (UIKit's aspect fill).
  case fill
  /// Scaled to fit inside the frame, centred; the rest of the frame is left as it is (aspect fit).
  case fit
  /// Scaled to the frame's width and pinned to its top, as a screenshot of an app sits on a
  /// screen: a taller image is cropped at the bottom, a shorter one leaves the bottom empty.
  case top

  /// Where an image of `size` (any unit: only its aspect counts) lands for `frame`. The result may
  /// reach outside the frame (`fill`, `top`); the caller clips to the frame.
  public func place(_ size: Size, in frame: Rect) -> Rect {
    guard size.width > 0, size.height > 0, frame.width > 0, frame.height > 0 else { return Rect(x: frame.x, y: frame.y, width: 0, height: 0) }
    let sx = frame.width / size.width
    let sy = frame.height / size.height
    let s: Double
    switch self {
    case .fill: s = Swift.max(sx, sy)
    case .fit: s = Swift.min(sx, sy)
    case .top: s = sx
    }
    let w = size.width * s
    let h = size.height * s
    let y = self == .top ? frame.y : frame.y + (frame.height - h) / 2
    return Rect(x: frame.x + (frame.width - w) / 2, y: y, width: w, height: h)
  }
}
