/// Code that runs beside the models in a live window (a PanelLabKit program): it sees each input
/// before the session does and every output after, and answers with inputs of its own (its
/// delegates' answers, its calls), which the window feeds and records like any other input.
public protocol SessionDriver: AnyObject {
  /// The inputs to feed for `input`, in order, the input itself among them: a program's answers
  /// come just before the input they answer. `session` is the session as it is now.
  func inputs(answering input: TimedInput, in session: SceneSession) -> [InputEvent]
  /// Hears what the session produced up to `time`; returns the inputs the program's code fed in
  /// answer (a `move(to:)` in a delegate call), to be fed at `time`.
  func heard(_ outputs: [SceneSession.Output], at time: Micros, in session: SceneSession) -> [InputEvent]
}
