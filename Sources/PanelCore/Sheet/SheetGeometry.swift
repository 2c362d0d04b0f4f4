/// Where the sheet rests: an inset card at the bottom of the main view, as tall as its detent.
///
/// All frames are in the main view's coordinates. The inset shrinks in a window too small for it
/// (it never takes more than a quarter of the width or height), so frames are never negative.
public struct SheetGeometry: Hashable, Sendable {
  /// Height of the strip along the sheet's top that drags the sheet (above the scrolling content).
  public static let stripHeight = 44.0
  /// Diameter of the close button.
  public static let closeButtonSize = 30.0
  /// Distance of the close button from the sheet's top and trailing edges.
  public static let closeButtonMargin = 12.0
  /// Corner radius of a feed card, where the zoom starts.
  public static let cardCornerRadius = FeedModel.cornerRadius

  /// The main view's size.
  public var bounds: Size
  /// The main view's safe area (the device's: the sheet floats over the tab bar).
  public var safeArea: EdgeInsets
  /// The configured inset.
  public var inset: Double
  /// The detents, as configured.
  public var detents: [SheetConfig.Detent]
  /// Whether the layout is mirrored.
  public var rightToLeft: Bool

  /// The inset in force: the configured one, or less when the view is small.
  public var effectiveInset: Double {
    let usableHeight = Swift.max(0, bounds.height - safeArea.top - safeArea.bottom)
    return Swift.max(0, Swift.min(inset, bounds.width / 4, usableHeight / 4))
  }

  /// The area the sheet may cover: the safe area, inset on every side.
  public var area: Rect {
    let i = effectiveInset
    let x = i
    let y = safeArea.top + i
    return Rect(
      x: x, y: y, width: Swift.max(0, bounds.width - 2 * i),
      height: Swift.max(0, bounds.height - safeArea.top - safeArea.bottom - 2 * i))
  }

  /// The sheet's height at `detent`.
  public func height(of detent: SheetConfig.Detent) -> Double {
    let full = area.height
    switch detent {
    case .large: return full
    case .medium: return (full / 2).rounded()
    case .points(let h): return Swift.min(h, full)
    }
  }

  /// The detent indices from the smallest height to the largest (ties keep config order).
  public var ascending: [Int] {
    detents.indices.sorted { (height(of: detents[$0]), $0) < (height(of: detents[$1]), $1) }
  }

  /// The sheet's top edge when it rests at detent `index`.
  public func restY(_ index: Int) -> Double { area.maxY - height(of: detents[index]) }

  /// The sheet's frame when it rests at detent `index`.
  public func restFrame(_ index: Int) -> Rect {
    let a = area
    let h = height(of: detents[index])
    return Rect(x: a.x, y: a.maxY - h, width: a.width, height: h)
  }

  /// The close button in a sheet at `frame`: top-trailing (top-leading right to left).
  public func closeButton(in frame: Rect) -> Rect {
    let s = Self.closeButtonSize
    let m = Self.closeButtonMargin
    let x = rightToLeft ? frame.x + m : frame.maxX - m - s
    return Rect(x: x, y: frame.y + m, width: s, height: s)
  }
}
