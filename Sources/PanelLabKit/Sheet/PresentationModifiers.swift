import PanelCore

/// SwiftUI's `PresentationBackgroundInteraction`: whether the content behind the sheet stays
/// undimmed and takes presses, the scene's `main.sheet.largestUndimmedDetent`.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  /// nil: dimmed and blocked at every detent; `.some(nil)`: undimmed at every detent.
  let upThrough: ArticleSheet.Detent??

  /// The system's choice: dimmed and blocked at every detent, as UIKit's default.
  public static let automatic = PresentationBackgroundInteraction(upThrough: nil)
  /// Dimmed and blocked at every detent.
  public static let disabled = PresentationBackgroundInteraction(upThrough: nil)
  /// Undimmed and interactive at every detent (up through the largest).
  public static let enabled = PresentationBackgroundInteraction(upThrough: .some(nil))
  /// Undimmed and interactive while the sheet is no taller than `detent`, one of its detents.
  public static func enabled(upThrough detent: ArticleSheet.Detent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(upThrough: .some(detent))
  }
}

/// SwiftUI's `Visibility`, for `presentationDragIndicator(_:)`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system's choice: PanelLab's sheet draws its grabber, as it always has.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// SwiftUI's `PresentationContentInteraction`: what a scroll on the sheet's content does first,
/// the scene's `main.sheet.prefersScrollingExpandsWhenScrolledToEdge`.
public enum PresentationContentInteraction: Hashable, Sendable {
  /// The system's choice: resizes, as UIKit's default.
  case automatic
  /// A scroll up at the content's top grows the sheet to its largest detent first.
  case resizes
  /// The content scrolls at every detent.
  case scrolls
}

extension ArticleSheet {
  /// SwiftUI's `presentationCornerRadius(_:)`: the sheet's corner radius (nil: PanelLab's 24
  /// points), the scene's `main.sheet.cornerRadius`, clamped into its 0…200 points as every
  /// PanelLabKit number is (a radius that is not a number is nil).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ArticleSheet {
    with { $0.cornerRadius = cornerRadius.flatMap { $0.isNaN ? nil : CGFloat($0.sceneNumber(in: SheetConfig.Ranges.cornerRadius, default: 0)) } }
  }

  /// SwiftUI's `presentationBackgroundInteraction(_:)`: the content behind the sheet undimmed and
  /// interactive up through a detent.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ArticleSheet {
    with { $0.backgroundInteraction = interaction }
  }

  /// SwiftUI's `presentationDragIndicator(_:)`: `.hidden` leaves the grabber off the sheet's
  /// strip (the scene's `main.sheet.prefersGrabberVisible: false`, UIKit's `prefersGrabberVisible`);
  /// `.visible` and `.automatic` draw it. The strip drags the sheet either way.
  public func presentationDragIndicator(_ visibility: Visibility) -> ArticleSheet {
    with { $0.dragIndicator = visibility }
  }

  /// SwiftUI's `presentationContentInteraction(_:)`: whether a scroll resizes the sheet first.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ArticleSheet {
    with { $0.contentInteraction = behavior }
  }

  /// The detent the content behind stays undimmed through, as the scene's key (nil: none). A
  /// detent the sheet lacks is ignored, as UIKit ignores a `largestUndimmedDetentIdentifier` that
  /// no detent has: the sheet dims at every detent.
  var largestUndimmedDetent: Detent? {
    guard let upThrough = backgroundInteraction.upThrough else { return nil }
    guard let detent = upThrough else { return detents.last }
    return detent.clamped.flatMap { detents.contains($0) ? $0 : nil }
  }
}
