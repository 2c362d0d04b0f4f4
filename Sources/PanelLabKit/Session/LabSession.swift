import Foundation
import PanelCore

/// The parent a `FloatingPanelController` is added to: PanelLab's real scene and session models
/// run headless, with scripted input and a clock that moves only when told to.
///
/// Time moves on a 60 Hz frame grid, as `panellab replay` steps a recording, and every input and
/// every call that changes a model is kept, so `save(to:)` writes a recording that replays this
/// session exactly without the program that drove it.
public final class LabSession {
  /// The main view's size, points: the starting size until a resize (`resize(to:)`, or the
  /// window's) changes it; in a window with the lab's panes, the main pane's.
  public var size: CGSize { Self.mainViewSize(of: scene) }
  /// The main view's safe area.
  public let safeAreaInsets: UIEdgeInsets
  /// Pixels per point (FloatingPanel rounds positions to pixels).
  public let scale: CGFloat

  /// Frames per second of the model grid (the replay's default).
  static let fps = 60
  /// The scene the session started from (until the first input or advance, additions go here).
  private(set) var header: JSONValue
  /// The session running the scene (in a window, the window's, as it last showed it).
  private var session: SceneSession
  /// Every input fed, in order: the recording's event lines.
  private(set) var inputs: [TimedInput] = []
  /// Session time, microseconds.
  private(set) var now: Micros = 0
  /// Whether time or input has started the session (the header is then fixed).
  private var started = false
  /// The last pointer location fed.
  private var pointer: CGPoint?
  /// While a window drives the session: the inputs its code feeds, for the window to feed.
  private var windowInputs: [InputEvent]?
  /// Controllers added, in the scene's panel order.
  private(set) var controllers: [FloatingPanelController] = []

  /// A session showing PanelLab's Today feed in a main view of `size` with `safeAreaInsets`;
  /// `seed` starts `random`. Each number is clamped into what a scene takes (160…16384 points
  /// each way, a scale of 0.5…4, insets of 0…10000), as every PanelLabKit number is.
  public init(size: CGSize, safeAreaInsets: UIEdgeInsets = .zero, scale: CGFloat = 1, seed: UInt64 = 0) {
    random = SeededRandom(seed: seed)
    let window = SceneConfig.Ranges.window
    let inset = ConfigObject.insetRange
    let insets = [safeAreaInsets.top, safeAreaInsets.left, safeAreaInsets.bottom, safeAreaInsets.right].map { $0.sceneNumber(in: inset, default: 0) }
    self.safeAreaInsets = UIEdgeInsets(top: CGFloat(insets[0]), left: CGFloat(insets[1]), bottom: CGFloat(insets[2]), right: CGFloat(insets[3]))
    self.scale = CGFloat(scale.sceneNumber(in: SceneConfig.Ranges.scale, default: 1))
    header = .object([
      "window": .object([
        "width": .number(size.width.sceneNumber(in: window, default: 1280)), "height": .number(size.height.sceneNumber(in: window, default: 800)),
      ]),
      "scale": .number(Double(self.scale)),
      "main": .object([
        "feed": .object([]),
        "safeArea": .object([
          "top": .number(insets[0]), "left": .number(insets[1]), "bottom": .number(insets[2]), "right": .number(insets[3]),
        ]),
        "panels": .array([]),
      ]),
    ])
    session = SceneSession(scene: Self.scene(header), fps: Self.fps)
  }

  private static func scene(_ json: JSONValue) -> Scene {
    do {
      // As `panellab replay` builds it: the scene's own scale rounds the positions.
      let config = try SceneConfig(json: json)
      return Scene(config: config, scale: config.scale ?? 1)
    } catch {
      preconditionFailure("PanelLabKit: the scene is not valid: \(error)")
    }
  }

  /// The scene as it stands.
  var scene: Scene { session.scene }

  private static func mainViewSize(of scene: Scene) -> CGSize {
    let frame = scene.mainFrame ?? Rect(size: scene.size)
    return CGSize(width: frame.width, height: frame.height)
  }

  /// Session time in seconds.
  public var time: TimeInterval { TimeInterval(now) / 1_000_000 }

  /// The session's clock for your code, in place of `Date()`: 2026-01-01 00:00 UTC plus session
  /// time, the same in every run.
  public var date: Date { Date(timeIntervalSince1970: 1_767_225_600 + time) }

  /// A seeded random source for your code (`Int.random(in:using: &session.random)`), the same in
  /// every run of the session.
  public var random: SeededRandom

  // MARK: - Input

  /// A press of the primary button at `point`.
  public func press(at point: CGPoint) {
    if pointer != point { feedPointer(.pointerMove(Point(point))) }
    feedPointer(.pointerDown(Point(point), button: .left, clicks: 1))
  }

  /// The pointer moves to `point` (dragging while pressed).
  public func move(to point: CGPoint) { feedPointer(.pointerMove(Point(point))) }

  /// The primary button comes up at `point`.
  public func release(at point: CGPoint) {
    if pointer != point { feedPointer(.pointerMove(Point(point))) }
    feedPointer(.pointerUp(Point(point), button: .left))
  }

  /// The wheel scrolls by `delta` points at `point` (`delta.y > 0` scrolls toward the end).
  public func wheel(at point: CGPoint, delta: CGVector) {
    feedPointer(.wheel(Point(point), delta: Point(x: Double(delta.dx), y: Double(delta.dy))))
  }

  /// A key press and release (SDL key names: "1", "Escape", "N").
  public func key(_ name: String) {
    feed(.keyDown(key: name, modifiers: []))
    feed(.keyUp(key: name, modifiers: []))
  }

  /// A drag: presses at `from`, moves at constant speed one display frame at a time for
  /// `duration` seconds and releases at `to` with no pause, so the release velocity is
  /// distance ÷ duration.
  public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
    press(at: from)
    let total = Self.micros(duration)
    let frame = Micros.perSecond / Micros(Self.fps)
    let steps = Swift.max(1, Int((total + frame - 1) / frame))
    let start = now
    for i in 1...steps {
      let f = Double(i) / Double(steps)
      run(to: start + Micros((Double(total) * f).rounded()))
      move(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
    }
    release(at: to)
  }

  /// The main view takes `newSize` (clamped into 1…16384 points each way, as every PanelLabKit
  /// number is; the scene keeps at least 160), as a window resize or a rotation gives a view
  /// controller: each panel's delegate is first asked for the layout of that size
  /// (`floatingPanel(_:layoutFor:)`), as FloatingPanel's `viewWillTransition(to:with:)` asks it.
  public func resize(to newSize: CGSize) {
    let side = 1.0...16_384
    feedResize(.resize(Size(width: newSize.width.sceneNumber(in: side, default: Double(size.width)), height: newSize.height.sceneNumber(in: side, default: Double(size.height)))))
  }

  /// Moves time on by `seconds`, running every frame due on the way.
  public func advance(by seconds: TimeInterval) {
    precondition(seconds >= 0 && seconds.isFinite, "PanelLabKit: advance(by:) takes a finite, non-negative time")
    run(to: now + Self.micros(seconds))
  }

  private static func micros(_ seconds: TimeInterval) -> Micros { Micros((seconds * 1_000_000).rounded()) }

  private func run(to t: Micros) {
    started = true
    while session.nextFrameTime <= t {
      runNextStepWork()
      let frameTime = session.nextFrameTime
      let outputs = runSession { (s: inout SceneSession) throws(RecordingError) in try s.runFrame() }
      // The delegates hear the frame at its time: `time` reads it, and a call they make (a `move`)
      // is an input at that time, where a replay feeds it too.
      now = Swift.max(now, frameTime)
      deliver(outputs)
    }
    now = Swift.max(now, t)
  }

  private func runSession(_ body: (inout SceneSession) throws(RecordingError) -> [SceneSession.Output]) -> [SceneSession.Output] {
    do {
      return try body(&session)
    } catch {
      preconditionFailure("PanelLabKit: \(error.message)")
    }
  }

  // MARK: - Feeding the model

  /// Feeds a pointer input, first asking the delegates what FloatingPanel asks them on a pan:
  /// their answers become command inputs just before it.
  private func feedPointer(_ event: InputEvent) {
    if case .pointerMove(let p) = event { pointer = CGPoint(x: p.x, y: p.y) }
    if case .pointerUp(let p, _) = event { pointer = CGPoint(x: p.x, y: p.y) }
    if case .pointerDown(let p, _, _) = event {
      pointer = CGPoint(x: p.x, y: p.y)
      // The model clears a refusal at a new press.
      for c in controllers { c.dragRefused = false }
    }
    let asking = controllers.filter { $0.asksDelegate }
    guard !asking.isEmpty else { return feed(event) }
    // A trial run on a copy of the session shows what the input would do.
    var trial = session
    for c in asking {
      if c.dragRefused { _ = Self.feed(&trial, now, c.command(["refusesDrag": .bool(false)])) }
      if c.isRemovalInteractionEnabled { _ = Self.feed(&trial, now, c.command(["removes": .bool(false)])) }
    }
    let outputs = Self.feed(&trial, now, event)
    for c in asking {
      signals: for signal in outputs.compactMap(PanelSignal.of).filter({ $0.panel == c.panelID }).map(\.signal) {
        switch signal {
        case .willBeginDragging:
          let allowed = c.delegate?.floatingPanelShouldBeginDragging(c) ?? true
          if allowed == c.dragRefused {
            c.dragRefused = !allowed
            feed(c.command(["refusesDrag": .bool(!allowed)]))
          }
          // A refused drag never reaches its release.
          if !allowed { break signals }
        case .willEndDragging(let position, let velocity, let modelTarget):
          for command in c.answersForRelease(position: position, velocity: velocity, modelTarget: modelTarget) { feed(command) }
        default:
          break
        }
      }
    }
    feed(event)
  }

  /// Feeds an input that may give the main view a new size (a resize, a rotation). When it does,
  /// each delegate's layout for the new size is fed first: FloatingPanel sets it before the
  /// view takes the size, and the recording carries it as the panel's `set` line.
  private func feedResize(_ event: InputEvent) {
    var trial = session
    _ = Self.feed(&trial, now, event)
    let newSize = Self.mainViewSize(of: trial.scene)
    if newSize != size {
      for c in controllers { c.willTransition(to: newSize) }
    }
    feed(event)
  }

  private static func feed(_ session: inout SceneSession, _ now: Micros, _ event: InputEvent) -> [SceneSession.Output] {
    session.enqueue(TimedInput(now, event))
    return (try? session.runInputs(upTo: now)) ?? []
  }

  /// Feeds one input at the current time, keeps it for the recording and tells the delegates; in
  /// a window the input is handed to the window instead, which feeds and records it.
  func feed(_ event: InputEvent) {
    if windowInputs != nil { return windowInputs!.append(event) }
    runNextStepWork()
    started = true
    inputs.append(TimedInput(now, event))
    session.enqueue(TimedInput(now, event))
    deliver(runSession { [now] (s: inout SceneSession) throws(RecordingError) in try s.runInputs(upTo: now) })
  }

  /// Adds a panel object to the scene: into the header before the session started, else as a
  /// `set` of the panel list.
  func addPanel(_ controller: FloatingPanelController, json: JSONValue, at index: Int) {
    controllers.append(controller)
    setPanels(replacing: nil, with: json, at: index)
  }

  /// Replaces the panel object of `controller` (a new layout or behaviour).
  func updatePanel(_ controller: FloatingPanelController, json: JSONValue) {
    setPanels(replacing: controller.panelID, with: json)
  }

  /// Takes the panel of `controller` out of the scene.
  func removePanel(_ controller: FloatingPanelController) {
    controllers.removeAll { $0 === controller }
    setPanels(replacing: controller.panelID, with: nil)
  }

  private func setPanels(replacing id: String?, with json: JSONValue?, at index: Int = -1) {
    let current = scene.config.json.value(at: "main.panels")
    var panels: [JSONValue] = []
    if case .array(let items) = current?.kind { panels = items }
    if let id, let i = panels.firstIndex(where: { $0["id"]?.string == id }) {
      if let json { panels[i] = json } else { panels.remove(at: i) }
    } else if let json {
      panels.insert(json, at: index < 0 ? panels.count : Swift.min(index, panels.count))
    }
    // An edit that changes nothing is no input.
    if started, current == .array(panels) { return }
    setScene("main.panels", .array(panels))
  }

  private var accessoryController: TabBarAccessoryController?
  /// The rendered view's panel, once `render` set it up.
  var viewHost: FloatingPanelViewHost?
  /// The rendered view's sheet, once `render` set it up.
  var sheetHost: SheetViewHost?
  /// Work FloatingPanel's SwiftUI layer queues on the main actor (the binding write-back): it runs
  /// at the next model step, an input or a frame, in the order it was queued.
  private var nextStepWork: [() -> Void] = []

  /// Queues `work` for the next model step.
  func atNextStep(_ work: @escaping () -> Void) { nextStepWork.append(work) }

  private func runNextStepWork() {
    for c in controllers { c.applySurfaceIfChanged() }
    while !nextStepWork.isEmpty {
      let work = nextStepWork
      nextStepWork = []
      for w in work { w() }
    }
  }

  /// Sets the window's split layout (`layout` of the scene file).
  func setLayout(_ node: JSONValue) {
    guard let windowLayout, let current = scene.config.json["layout"] else { return setScene("layout", node) }
    setScene("layout", windowLayout(current, node))
  }

  /// While a window with the lab's panes shows the session: the window's layout with the
  /// session's own part replaced by a layout its code sets.
  package var windowLayout: ((_ window: JSONValue, _ own: JSONValue) -> JSONValue)?

  /// Replaces the main view's content (feed, picture) before the session started.
  func setMainView(_ members: [(String, JSONValue)]) {
    guard !started else { return }
    var main = header.value(at: "main") ?? .object([])
    for key in ["feed", "image"] { main = main.replacingMember(key, with: nil) }
    for (key, value) in members { main = main.replacingMember(key, with: value) }
    setScene("main", main)
  }

  /// FloatingAccessoryKit's `floatingAccessoryController`: the same object every time; the first
  /// use puts PanelLab's tab bar into the scene (its bar takes the bottom of the safe area).
  public var floatingAccessoryController: TabBarAccessoryController {
    if let accessoryController { return accessoryController }
    let controller = TabBarAccessoryController(session: self)
    accessoryController = controller
    if scene.component(TabBarModel.self) == nil { setScene("main.tabBar", .object([])) }
    return controller
  }

  /// Sets one key of the scene: in the header before the session started, else as a `set` line.
  func setScene(_ path: String, _ value: JSONValue) {
    if !started {
      guard let updated = header.setting(path, to: value) else { preconditionFailure("PanelLabKit: no \(path)") }
      header = updated
      session = SceneSession(scene: Self.scene(header), fps: Self.fps)
    } else {
      feed(.set(path: path, value: value))
    }
  }

  /// A panel id no controller of the session uses.
  func freshPanelID() -> String {
    var n = 0
    while controllers.contains(where: { $0.panelID == (n == 0 ? "panel" : "panel\(n)") }) { n += 1 }
    return n == 0 ? "panel" : "panel\(n)"
  }

  /// What the scene draws now (window points): the frame a window or `panellab replay` would
  /// rasterize, so a test can check the look a program set without pixels.
  public var displayList: DisplayList { scene.render() }

  /// The model of panel `id`.
  func panel(_ id: String) -> PanelModel? { scene.components(PanelModel.self).first { $0.config.id == id } }

  // MARK: - Delegate calls

  private func deliver(_ outputs: [SceneSession.Output]) {
    for output in outputs {
      if case .event(let e) = output, let event = e.event as? SheetModel.Event { sheetHost?.receive(event, in: self) }
      guard let (id, signal) = PanelSignal.of(output), let c = controllers.first(where: { $0.panelID == id }) else { continue }
      c.receive(signal)
    }
    for c in controllers { c.finishPendingMoves() }
  }

  // MARK: - Recording

  /// The session as a recording (`.plrec` text): the scene as first evaluated, then every input.
  public var recordingText: String {
    var recording = Recording(scene: header, inputs: inputs + [TimedInput(now, .end)])
    recording.created = nil
    return recording.text
  }

  /// Writes the session as a `.plrec` recording that `panellab replay` plays without this program.
  /// A regular file is replaced only by a complete new one; a FIFO, device or symlink is written
  /// in place.
  public func save(to path: String) throws {
    let data = Data(recordingText.utf8)
    var info = stat()
    if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
      guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      return
    }
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    try data.write(to: temporary)
    guard rename(temporary.path, path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
    }
  }
}

extension Point {
  /// A model point from a CoreGraphics one.
  init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension LabSession: SessionDriver {
  /// The scene file the session starts from: what a window opens (the program's calls after it
  /// come as inputs).
  package var startingScene: JSONValue { header }
  /// Whether input or time has moved the session (a window opens only a session that has not).
  package var hasStarted: Bool { started }

  /// A window's input: the delegates are asked what FloatingPanel asks them, and their answers
  /// come before it.
  public func inputs(answering input: TimedInput, in session: SceneSession) -> [InputEvent] {
    collectingForWindow(session, at: input.time) {
      switch input.event {
      case .pointerDown, .pointerMove, .pointerUp: feedPointer(input.event)
      case .resize, .rotate: feedResize(input.event)
      default: feed(input.event)
      }
    }
  }

  /// The window's outputs reach the delegates (and the bindings' write-backs run); what their code
  /// calls comes back as inputs.
  public func heard(_ outputs: [SceneSession.Output], at time: Micros, in session: SceneSession) -> [InputEvent] {
    collectingForWindow(session, at: time) {
      runNextStepWork()
      deliver(outputs)
    }
  }

  private func collectingForWindow(_ window: SceneSession, at time: Micros, _ body: () -> Void) -> [InputEvent] {
    session = window
    now = Swift.max(now, time)
    started = true
    windowInputs = []
    body()
    defer { windowInputs = nil }
    return windowInputs ?? []
  }
}
