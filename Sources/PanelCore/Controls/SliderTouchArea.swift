/// Where a press takes a slider (the `touchArea` key of a `slider` control): the conflict lab's
/// policy for FloatingPanel #446, a slider fighting the panel's pan.
public enum SliderTouchArea: String, Hashable, Sendable, CaseIterable {
  /// UISlider's own rule: `gestureRecognizerShouldBegin(_:)` refuses the parent's pan only for a
  /// swipe that starts on the thumb (within `SliderModel.thumbReach`) and runs along the track.
  case thumb
  /// A slider that takes a press anywhere on it, as apps subclass UISlider to do: it overrides
  /// `gestureRecognizerShouldBegin(_:)` to refuse the parent's pan for every touch on it, and
  /// `beginTracking(_:with:)` to put the thumb under the touch (tap-to-seek). A sideways drag
  /// anywhere on the slider moves the thumb under the pointer; a tap puts it there.
  case track
}
