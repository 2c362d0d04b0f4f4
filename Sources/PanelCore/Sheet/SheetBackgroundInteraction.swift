/// `largestUndimmedDetent`: UISheetPresentationController's `largestUndimmedDetentIdentifier` (and
/// SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))`). At or below that detent
/// the content behind the sheet is neither dimmed nor blocked: presses beside the sheet reach it.
/// Above it the dimming fades in over the way to the next larger detent, as UIKit's does while the
/// sheet is dragged, and the sheet is modal again.
extension SheetModel {
  /// How much of the backdrop shows: 1 everywhere without the key (UIKit's default), 0 while the
  /// sheet is no taller than its largest undimmed detent.
  public var backgroundDimming: Double {
    guard let undimmed = config.largestUndimmedDetent, let i = config.detents.firstIndex(of: undimmed) else { return 1 }
    let limit = geometry.restFrame(i).height
    let larger = config.detents.indices.map { geometry.restFrame($0).height }.filter { $0 > limit }.min()
    let h = look.frame.height
    guard let next = larger else { return 0 }
    return ((h - limit) / (next - limit)).clamped(to: 0...1)
  }

  /// Whether the content behind takes presses: the sheet is up and fully undimmed.
  public var isBackgroundInteractive: Bool { motion != .hidden && config.largestUndimmedDetent != nil && backgroundDimming == 0 }
}
