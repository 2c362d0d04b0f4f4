/// What the sheet does when the software keyboard rises (`main.sheet.keyboardAvoidance`).
/// UISheetPresentationController lifts a sheet whose content holds the first responder above the
/// keyboard by itself; apps cannot turn that off in UIKit, but a sheet drawn by hand (PanModal,
/// a custom presentation) does nothing unless the app moves it.
public enum SheetKeyboardAvoidance: String, Hashable, Sendable, CaseIterable {
  /// The sheet's detents are measured in the room above the keyboard, frame by frame, so the
  /// sheet rises with it and comes back down with it (UISheetPresentationController's, the default).
  case aboveKeyboard
  /// Nothing: the keyboard covers the sheet's bottom (a hand-made sheet that ignores it).
  case none
}
