/// Where a replay goes when its viewer clicks a row of the event log.
extension SceneSession {
  /// The time to seek to for a click at `point` (window points) on a row of the event log: the
  /// first frame at or after the row's event (an event between frames, a spring settling, is on
  /// screen from that frame on), never before `notBefore` (the recording's `startAt`); nil when no
  /// row is there. A row's time is the session time the trace gives its event, the same in a
  /// recording that starts mid-session, across scene switches and in slow motion.
  public func seekTime(forRowAt point: Point, notBefore: Micros) -> Micros? {
    guard let pane = scene.frame(of: .pane(.events)), pane.contains(point), let log = scene.component(EventLogPane.self),
      let hit = log.eventRow(at: Point(x: point.x - pane.x, y: point.y - pane.y))
    else { return nil }
    return firstFrameTime(atOrAfter: Swift.max(notBefore, hit.time))
  }

  /// The time of the first frame of the grid at or after `t`.
  public func firstFrameTime(atOrAfter t: Micros) -> Micros {
    var frame = Int((Double(t) * Double(fps) / 1_000_000).rounded(.down))
    while time(ofFrame: frame) < t { frame += 1 }
    return time(ofFrame: frame)
  }
}
