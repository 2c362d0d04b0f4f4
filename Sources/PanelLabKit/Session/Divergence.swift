import Foundation
import PanelCore

/// Where a run of a program parts from an earlier recording of it: the first scene or input line
/// that differs. A program that decides from `Date()` or its own random numbers parts early; one
/// that reads `LabSession.date` and `LabSession.random` gives the same lines in every build until
/// its own code changes what it does.
public struct Divergence: Hashable, Sendable, CustomStringConvertible {
  /// The line of the earlier recording that differs (1 is the header with the scene).
  public let line: Int
  /// Session time of that line, seconds (0 for the header).
  public let time: TimeInterval
  /// The line as the earlier recording has it, or nil when this run went on past its end.
  public let recorded: String?
  /// The line as this run gives it, or nil when this run ended first.
  public let now: String?

  /// `line N at T s: the recording has …, this run …`.
  public var description: String {
    let at = String(format: "%.3f", time)
    let was = recorded.map { "the recording has \($0)" } ?? "the recording ends"
    let is_ = now.map { "this run has \($0)" } ?? "this run ends"
    return "line \(line) at \(at) s: \(was); \(is_)"
  }
}

extension LabSession {
  /// The first line where this session's recording parts from `recordingText`, an earlier
  /// recording of the same program (in another build, or before an edit), or nil when they agree.
  /// Throws `UnreadableRecording` when `recordingText` is not a recording.
  public func firstDivergence(from recordingText: String) throws(UnreadableRecording) -> Divergence? {
    let old: Recording
    do {
      old = try Recording.parse(recordingText)
    } catch {
      throw UnreadableRecording(line: error.line, message: error.message)
    }
    guard let d = RecordingDivergence.first(from: old, scene: header, inputs: inputs + [TimedInput(now, .end)]) else { return nil }
    return Divergence(line: d.line, time: seconds(d.time), recorded: d.recorded, now: d.now)
  }

  private func seconds(_ t: Micros) -> TimeInterval { TimeInterval(t) / 1_000_000 }
}

/// A recording that cannot be read: the line at fault and what is wrong with it.
public struct UnreadableRecording: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line.
  public let line: Int
  /// What is wrong.
  public let message: String
  /// `LINE: message`.
  public var description: String { "\(line): \(message)" }
}
