/// Two traces walked side by side, a line of each at a time, until their model states part.
///
/// Frames are paired in order (the n-th frame line of one with the n-th of the other); the event
/// lines between two frames are paired in order too, and when one side has more of them the extra
/// ones count as a difference and the walk waits at the other side's frame, so one extra event
/// does not misalign every later line. Only the current line of each side is held. Both inputs
/// are read to their ends even after a difference, so a bad line anywhere is reported (exit
/// status 2) whatever the first difference is, as diff(1) reports trouble before differences.
struct TraceComparison {
  /// A pair of event lines that differ; nil on the side that had no event there.
  struct EventDifference {
    /// The first side's event, nil when it had its frame (or its end) there instead.
    let a: TraceLine?
    /// The second side's event, likewise.
    let b: TraceLine?
    /// What the side without an event had there: its next frame, or nil when its trace had ended.
    var instead: TraceLine? = nil
  }

  /// The first pair of frame lines whose states differ.
  struct FrameDifference {
    /// The first side's frame.
    let a: TraceLine
    /// The second side's frame.
    let b: TraceLine
  }

  /// One side ran out of frames while the other went on.
  struct Ending {
    /// Whether the first side is the shorter one.
    let firstIsShorter: Bool
    /// The shorter side's last frame, nil when it had none.
    let lastFrame: TraceLine?
    /// The longer side's last frame.
    let otherLastFrame: TraceLine
    /// How many frames the longer side has past the shorter one's end.
    let extraFrames: Int
  }

  /// What the walk found.
  enum Outcome {
    /// Every line pairs up with an equal one.
    case identical(frames: Int, events: Int)
    /// The traces part: at the first differing frame or at an end, and maybe at an event before.
    case different(frame: FrameDifference?, ending: Ending?, event: EventDifference?, equalFrames: Int)
  }

  /// Walks `a` and `b` to their first differing frame, or to their ends, then checks the rest.
  static func run(_ a: TraceSource, _ b: TraceSource) throws(InputError) -> Outcome {
    let outcome = try walk(a, b)
    while try a.next() != nil {}
    while try b.next() != nil {}
    return outcome
  }

  /// Walks `a` and `b` to their first differing frame, or to their ends.
  private static func walk(_ a: TraceSource, _ b: TraceSource) throws(InputError) -> Outcome {
    var la = try a.next()
    var lb = try b.next()
    var event: EventDifference?
    var frames = 0
    var events = 0
    var lastFrame: TraceLine?
    while true {
      switch (la, lb) {
      case (nil, nil):
        return event == nil ? .identical(frames: frames, events: events) : .different(frame: nil, ending: nil, event: event, equalFrames: frames)
      case (let x?, let y?) where x.kind == .frame && y.kind == .frame:
        guard x.value == y.value else {
          return .different(frame: FrameDifference(a: x, b: y), ending: nil, event: event, equalFrames: frames)
        }
        frames += 1
        lastFrame = x
        la = try a.next()
        lb = try b.next()
      case (let x?, let y?) where x.kind == .event && y.kind == .event:
        if event == nil && x.value != y.value { event = EventDifference(a: x, b: y) }
        events += 1
        la = try a.next()
        lb = try b.next()
      case (let x?, _) where x.kind == .event:
        // The first side has an event where the second has its frame or its end.
        if event == nil { event = EventDifference(a: x, b: nil, instead: lb) }
        la = try a.next()
      case (_, let y?) where y.kind == .event:
        if event == nil { event = EventDifference(a: nil, b: y, instead: la) }
        lb = try b.next()
      case (nil, let y?):
        return .different(
          frame: nil, ending: try ending(firstIsShorter: true, lastFrame: lastFrame, longer: y, rest: b), event: event,
          equalFrames: frames)
      case (let x?, nil):
        return .different(
          frame: nil, ending: try ending(firstIsShorter: false, lastFrame: lastFrame, longer: x, rest: a), event: event,
          equalFrames: frames)
      default:
        preconditionFailure("every pair of trace lines is matched above")
      }
    }
  }

  /// How far the longer side goes on from its frame `longer`: reads it to its end, counting frames.
  private static func ending(firstIsShorter: Bool, lastFrame: TraceLine?, longer: TraceLine, rest: TraceSource) throws(InputError) -> Ending {
    var extra = 1
    var last = longer
    while let line = try rest.next() {
      guard line.kind == .frame else { continue }
      extra += 1
      last = line
    }
    return Ending(firstIsShorter: firstIsShorter, lastFrame: lastFrame, otherLastFrame: last, extraFrames: extra)
  }
}
