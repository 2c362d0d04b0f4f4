/// Formats trace v1 lines.
public enum Trace {
  /// The frame line for `scene` as frame `index` at `time`.
  public static func frameLine(_ scene: Scene, index: Int, time: Micros) -> String {
    var members: [JSONValue.Member] = [
      .init("kind", .string("frame")), .init("t_us", .number(Double(time))), .init("frame", .number(Double(index))),
    ]
    members += scene.traceState()
    members.append(.init("hash", .string(scene.stateHash())))
    return JSONWriter.string(.object(members))
  }

  /// The line for one output of a session, with `scene` as it is when the output happens.
  public static func line(for output: SceneSession.Output, scene: Scene) -> String {
    switch output {
    case .event(let e): return eventLine(e)
    case .frame(let index, let time): return frameLine(scene, index: index, time: time)
    }
  }

  /// The event line for `event`.
  public static func eventLine(_ event: SceneEvent) -> String {
    JSONWriter.string(event.traceLine)
  }
}
