import PanelCore

/// The part of a session that `replay --from S --to S` exports: every trace line and frame whose
/// session time `t_us` is at or after `from` and before `to`.
///
/// The end is exclusive because a frame stands for the `1/fps` that follows it: the frames from
/// `from` up to `to` then show exactly `[from, to]`, so a video of the range lasts `to − from`, and
/// two adjacent ranges (`--to 2`, `--from 2`) share no frame.
struct ReplayRange: Equatable {
  /// First session time that is output.
  let from: Micros
  /// Session time at which output stops (exclusive); nil runs to the end of the replay.
  let to: Micros?
  /// Whether `--from` was given (it changes which messages name which option).
  let fromGiven: Bool

  /// The whole session.
  static let whole = ReplayRange(from: 0, to: nil, fromGiven: false)

  /// The range that `--from` and `--to` ask for; a negative, non-numeric or empty range is a usage
  /// error naming the option.
  init(_ a: Arguments) throws(UsageError) {
    let limit = InputEventCoding.timeLimit.seconds
    let from = try a.number("--from", in: 0...limit)
    let to = try a.number("--to", in: 0...limit)
    if let to, to <= (from ?? 0) {
      throw UsageError(
        message: from == nil
          ? "--to must be more than 0 seconds, got \"\(a["--to"] ?? "")\""
          : "--from \(a["--from"] ?? "") must be before --to \(a["--to"] ?? "")")
    }
    self.init(from: from.map { Micros.fromSeconds($0) } ?? 0, to: to.map { Micros.fromSeconds($0) }, fromGiven: from != nil)
  }

  /// A range from its parts.
  private init(from: Micros, to: Micros?, fromGiven: Bool) {
    self.from = from
    self.to = to
    self.fromGiven = fromGiven
  }

  /// Whether the range is the whole session (no option given).
  var isWhole: Bool { from == 0 && to == nil }

  /// `recording` with its output starting at the range's start: the session still runs every input
  /// from time zero, silently, so the state at `from` is exact (a later `startAt` is kept).
  func applied(to recording: Recording) -> Recording {
    var r = recording
    r.startAt = Swift.max(r.startAt, from)
    return r
  }

  /// Whether `output` lies past the range, so the replay can stop there (outputs come in time order).
  func isPast(_ output: SceneSession.Output) -> Bool {
    guard let to else { return false }
    switch output {
    case .event(let e): return e.time >= to
    case .frame(_, let time): return time >= to
    }
  }

  /// The options as given, for messages (`--from 1 --to 2`).
  var described: String {
    var parts: [String] = []
    if fromGiven { parts.append("--from \(JSONWriter.number(from.seconds))") }
    if let to { parts.append("--to \(JSONWriter.number(to.seconds))") }
    return parts.joined(separator: " ")
  }
}
