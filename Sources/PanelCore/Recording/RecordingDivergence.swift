/// Where a run parts from an earlier recording of it: the first line that differs, the scene
/// header (line 1) or an input line. A new build of a program fed the same hand, or a program
/// run again, compares its lines with the old ones so a person sees what changed first.
public struct RecordingDivergence: Hashable, Sendable {
  /// The line of the earlier recording that differs (1 is the header with the scene).
  public let line: Int
  /// Session time of that line (0 for the header).
  public let time: Micros
  /// The line as the earlier recording has it, or nil when the run went on past its end.
  public let recorded: String?
  /// The line as the run gives it, or nil when the run ended first.
  public let now: String?

  /// The first line where a run from `scene` that fed `inputs` parts from `old`, or nil when
  /// every line agrees. `end` lines are compared as the other inputs are.
  public static func first(from old: Recording, scene: JSONValue, inputs: [TimedInput]) -> RecordingDivergence? {
    if old.scene != scene {
      return RecordingDivergence(line: 1, time: 0, recorded: JSONWriter.string(old.scene), now: JSONWriter.string(scene))
    }
    for (k, entry) in old.inputs.enumerated() {
      let recorded = InputEventCoding.line(for: entry.input)
      guard k < inputs.count else { return RecordingDivergence(line: entry.line, time: entry.input.time, recorded: recorded, now: nil) }
      let line = InputEventCoding.line(for: inputs[k])
      if line != recorded { return RecordingDivergence(line: entry.line, time: entry.input.time, recorded: recorded, now: line) }
    }
    guard inputs.count > old.inputs.count else { return nil }
    let extra = inputs[old.inputs.count]
    return RecordingDivergence(
      line: (old.inputs.last?.line ?? 1) + 1, time: extra.time, recorded: nil, now: InputEventCoding.line(for: extra))
  }
}
