import CSDL2
import PanelCore
import PanelRender

/// The interactive window: real input into the scene's session, frames out, recording and tracing
/// on request, the layout saved as the user changes it, and scenes switched from the sidebar.
///
/// Inputs are stamped with the session clock and fed to a `SceneSession`, which steps the models
/// on the same 60 Hz grid a replay uses, so `--trace` here and a replay of the recording give the
/// same trace. It sleeps while nothing moves and redraws only when the display list changed, so an
/// idle window costs nothing. Whatever changes the models (an input, a scene chosen in the sidebar,
/// a watched file, an edit the inspector asks for) reaches the screen in the same pass of the loop,
/// and the loop keeps waking at frame times until a frame draws nothing new: the window never waits
/// for more input to show the state it is in.
public final class LiveSession {
  /// The frame grid of the models and of `--trace`, as in a replay at the default `--fps`.
  public static let fps = 60

  private let window: Window
  private var session: SceneSession
  /// The window's kept frame and how it is drawn.
  private let frame: WindowFrame
  private var clock = SessionClock()
  private var recorder: RecordingWriter?
  private var trace: TraceFile?
  /// Every input since the session began, so an F9 recording can start mid-session and still
  /// replay exactly: the inputs before it are written too, and `startAt` marks where output begins.
  private var history: [TimedInput] = []
  private let initialScene: JSONValue
  private var lastList: DisplayList?
  /// Where the scene came from (a sidebar choice changes it).
  private var origin: SceneOrigin
  /// Where the split layout is saved, or nil when it is not.
  private let stateFile: LayoutStateFile?
  /// The scene's own display list last drawn (without the window's overlays), to tell whether the
  /// state changed since.
  private var lastSceneList: DisplayList?
  /// Where each presented frame's raster, upload and present times go (`--frame-times`).
  private var frameTimesFile: TraceFile?
  /// The hand drawn over the window (P), for a screen recording of a live demo.
  private var touches: TouchIndicator?
  /// The frame-time graph, while F3 shows it.
  private var frameTimes: FrameTimeGraph?
  /// The pictures the session's first scene draws, for an F9 recording's header.
  private let initialImages: SceneImages
  /// The scene file the session started from, for an F9 recording's header.
  private let initialSceneFile: String?
  /// Where Ctrl+S and Ctrl+E write.
  private let labFiles = LabFiles()
  /// The message at the bottom of the window, if any.
  private var banner: Banner?
  /// When Ctrl+S asked to confirm saving over the scene file.
  private var saveAskedAt: (time: Micros, path: String)?
  /// Whether the scene file is reloaded when it changes on disk (`--watch`).
  private let watch: Bool
  /// The scene file's modification time and size when last read, and when it was last looked at.
  private var watchedStamp: FileStamp?
  private var watchedAt: Micros = 0
  /// The program beside the models, when a PanelLabKit session opened the window.
  private let driver: SessionDriver?
  /// With a program beside the models: the inputs not yet fed, each answered by the program just
  /// before it is (see `runDriven`).
  private var waiting: [TimedInput] = []
  /// Whether the window was shown after its first frame (it opens hidden under `panellab dev`).
  private var isRevealed = false
  /// The files shared with `panellab dev`, when it runs the program.
  private let dev: DevLink?
  /// Where the hand's inputs go for the next build (`panellab dev`).
  private var hand: RecordingWriter?
  /// The status file's stamp when last read, and when it was last looked at.
  private var devStatusStamp: FileStamp?
  private var devCheckedAt: Micros = 0

  /// Prepares a session for `config` in `window`, recording to `recordPath` and tracing to
  /// `tracePath` from the start when given; `inputs` are the files the session read (its scene),
  /// which no output may replace. `origin` says where the scene came from; layout changes are
  /// saved to `stateFile` under its key. `driver` is a program's code beside the models
  /// (PanelLabKit's `LabSession`), which answers inputs and hears outputs; under `panellab dev`,
  /// `dev` names the files through which a rebuilt program takes the session over (`DevLink`).
  public init(
    window: Window, config: SceneConfig, origin: SceneOrigin, stateFile: LayoutStateFile? = nil, assetDirectory: String?,
    recordPath: String?, tracePath: String? = nil, frameTimesPath: String? = nil, inputs: [String] = [], watch: Bool = false,
    images: SceneImages = SceneImages(), driver: SessionDriver? = nil, tracksDamage: Bool = true, dev: DevLink? = nil
  ) throws(HostError) {
    self.driver = driver
    self.dev = dev
    initialImages = images
    initialSceneFile = origin.filePath
    self.window = window
    self.origin = origin
    self.stateFile = stateFile
    self.watch = watch
    if watch, let path = origin.filePath { watchedStamp = FileStamp(path) }
    var sceneJSON = config.json
    // The header must describe the scene as it really starts: the window size is the actual one,
    // except for a rebuilt program under `panellab dev`, whose window opened at the last one's
    // size: its session starts at the size the last one started at, and the hand's resizes, fed
    // again, bring it to the window's (`resume`).
    let size = dev.flatMap { driver != nil ? $0.previousHand().flatMap(Self.startingSize) : nil } ?? window.size
    sceneJSON = Self.sized(sceneJSON, size)
    initialScene = sceneJSON
    let scene = Scene(config: (try? SceneConfig(json: sceneJSON)) ?? config, size: size, scale: window.scale)
    session = SceneSession(scene: scene, fps: Self.fps)
    // Inspector edits and the time keys come back as inputs, recorded in the order they are fed.
    session.feedsRequests = true
    frame = WindowFrame(rasterizer: Rasterizer(assetDirectory: assetDirectory, images: images.paths), tracksDamage: tracksDamage)
    // Opened and written off this thread: a named pipe waits for its reader there, not here.
    trace = try tracePath.map { path throws(HostError) in try TraceFile(path: path, inputs: inputs, background: true) }
    frameTimesFile = try frameTimesPath.map { path throws(HostError) in try TraceFile(path: path, inputs: inputs, background: true) }
    if let recordPath {
      recorder = try RecordingWriter(path: recordPath, scene: sceneJSON, images: images, sceneFile: origin.filePath)
      Log.info("recording to \(recordPath)")
    }
    if let dev, driver != nil { hand = try RecordingWriter(path: dev.handPath(dev.run), scene: sceneJSON) }
  }

  /// Runs until the user quits.
  public func run() {
    if let dev { resume(dev) }
    var needsPresent = true
    // Whether the last pass drew a new state: then the next frame of the grid is looked at too.
    var changed = true
    while true {
      let busy = session.isAnimating || needsPresent || changed || session.hasPendingInputs
      // While something moves, wake for the next frame of the grid; otherwise sleep until input,
      // a banner's end, or the next look at a watched file.
      let untilFrame = Int32(Swift.max(0, (session.nextFrameTime - clock.now) / 1000))
      var idleMs: Int32 = watch || dev != nil ? 250 : 1000
      if let until = banner?.until { idleMs = Swift.min(idleMs, Int32(Swift.max(1, (until - clock.now) / 1000 + 1))) }
      if let ends = frame.flashEnds { idleMs = Swift.min(idleMs, Int32(Swift.max(1, (ends - clock.now) / 1000 + 1))) }
      let inputs = window.events(timeoutMs: needsPresent ? 0 : busy ? Swift.min(untilFrame, idleMs) : idleMs)
      let now = clock.now
      var quit = false
      for input in inputs {
        switch input {
        case .quit:
          quit = true
        case .redraw:
          needsPresent = true
        case .command(let key, _) where key == "F9":
          toggleRecording(at: now)
          needsPresent = true
        case .command(let key, _) where key == "P" && !session.scene.takesTypedText:
          touches = touches == nil ? TouchIndicator() : nil
          needsPresent = true
        case .command(let key, _) where key == "F3":
          frameTimes = frameTimes == nil ? FrameTimeGraph() : nil
          needsPresent = true
        case .command(let key, _) where key == "F4":
          frame.flashesDamage.toggle()
          needsPresent = true
        case .command(let key, _) where key == "S":
          save(at: now)
          needsPresent = true
        case .command(let key, _) where key == "E":
          export(at: now)
          needsPresent = true
        case .command(let key, _) where key == "D":
          // The ghost is an input, so the recording and its replays show it too.
          feed(TimedInput(now, .ghost))
          needsPresent = true
        case .command:
          break
        case .input(.text) where !session.scene.takesTypedText:
          // Typing reaches the recording only while a text field takes it.
          break
        case .input(let event):
          // Any other key (not a modifier on its way to the second Ctrl+S) answers "no" to a
          // pending save.
          if case .keyDown(let key, _) = event, !Self.modifierKeys.contains(key) { saveAskedAt = nil }
          if case .pointerDown = event { saveAskedAt = nil }
          touches?.add(TimedInput(now, event))
          feed(TimedInput(now, event))
        }
      }
      if watch && now - watchedAt >= 250_000 {
        watchedAt = now
        if reloadIfChanged(at: now) { needsPresent = true }
      }
      if let dev, now - devCheckedAt >= 250_000 {
        devCheckedAt = now
        if showStatus(of: dev, at: now) { needsPresent = true }
        if dev.isAskedToHold {
          // The next build takes the session from here: this one's files end now, and its window
          // shows this frame, unchanged, until the next build's window covers it.
          step(to: now)
          finishFiles(at: now)
          dev.mark(dev.heldPath(dev.run))
          return holdLastFrame()
        }
      }
      if let b = banner, !b.isShowing(at: now) {
        banner = nil
        needsPresent = true
      }
      step(to: now)
      if quit {
        finishFiles(at: now)
        return
      }
      window.setCursor(session.scene.cursor)
      // Drawn after every pass: an unchanged display list costs a comparison, not a frame.
      changed = draw(force: needsPresent)
      if let dev, !isRevealed {
        // A rebuilt program's window opened hidden over the last one's held frame: it shows
        // once it has a frame of its own, so the swap never shows an empty window.
        isRevealed = true
        window.reveal()
        dev.mark(dev.readyPath(dev.run))
      }
      // A fading hand is drawn again at once (not at the next input or idle wake-up) until it
      // has gone; a flash (F4) is cleared by the first present after its hold.
      needsPresent = touches?.isFading(at: clock.now) == true || frame.flashEnds.map { clock.now >= $0 } == true
    }
  }

  /// Hands one input to the session (which hands it back for the recording once fed); with a
  /// program beside the models it waits for `runDriven`, and one that came `fromHand` (not a
  /// scene the sidebar chose in answer to a click) is kept for `panellab dev`'s next build.
  private func feed(_ input: TimedInput, fromHand: Bool = true) {
    guard driver != nil else { return session.enqueue(input) }
    if fromHand { hand?.append(input) }
    waiting.append(input)
  }

  /// With a program beside the models: runs the frames and the waiting inputs up to `now` one at
  /// a time, in time order. The program answers each input just before it is fed and hears each
  /// frame's outputs at the frame's time, and what its code feeds in answer (a delegate's
  /// `move(to:)`) runs at once, at that time. The session is so a function of the inputs and
  /// their times alone, however late the loop woke, which lets `panellab dev` feed the hand into
  /// a new build and land where the old one was.
  private func runDriven(to now: Micros, _ each: (SceneSession.Output, Scene) -> Void) throws(RecordingError) {
    guard let driver else { return }
    var outputs: [SceneSession.Output] = []
    func collect(_ output: SceneSession.Output, _ scene: Scene) {
      each(output, scene)
      outputs.append(output)
    }
    func hear(at t: Micros) throws(RecordingError) {
      // Bounded: code that answers every call with another call would otherwise never let go.
      for _ in 0..<8 where !outputs.isEmpty {
        let heard = outputs
        outputs = []
        for event in driver.heard(heard, at: t, in: session) { session.enqueue(TimedInput(t, event)) }
        try session.run(to: t, collect)
      }
    }
    while true {
      let frameTime = session.nextFrameTime
      if let input = waiting.first, input.time <= now, input.time <= frameTime {
        waiting.removeFirst()
        for event in driver.inputs(answering: input, in: session) { session.enqueue(TimedInput(input.time, event)) }
        try session.run(to: input.time, collect)
        try hear(at: input.time)
      } else if frameTime <= now {
        try session.run(to: frameTime, collect)
        try hear(at: frameTime)
      } else {
        return
      }
    }
  }

  /// Runs the session up to `now`, writing its trace as it goes; saves the layout when the user
  /// changed it and loads a scene chosen in the sidebar.
  private func step(to now: Micros) {
    var layoutChanged = false
    var chosen: String?
    // A scene chosen in the sidebar is fed as an input at `now` and run at once, in a second pass,
    // so it is on screen in this pass of the loop, not after the next input.
    for _ in 0..<2 {
      chosen = nil
      do {
        let each = { (output: SceneSession.Output, scene: Scene) in
          self.trace?.write(output, scene: scene)
          guard case .event(let e) = output else { return }
          if case .stateChanged? = e.event as? SplitTree.Event { layoutChanged = true }
          if let scene = (e.event as? SidebarPane.Event)?.didChooseScene { chosen = scene }
        }
        if driver != nil { try runDriven(to: now, each) } else { try session.run(to: now, each) }
      } catch {
        // Live input is pointer, wheel, key, resize and scenes checked before they are sent.
        Log.warning("input refused: \(error.message)")
      }
      // The recording holds what reached the model, in that order: the inputs and what the
      // components asked for in answer (an inspector edit, a pause).
      for input in session.takeApplied() {
        history.append(input)
        recorder?.append(input)
      }
      guard let chosen else { break }
      load(chosen, at: now)
    }
    if layoutChanged, let stateFile, let tree = session.scene.component(SplitTree.self)?.root {
      stateFile.save(tree, for: origin.key)
    }
    do {
      try trace?.flush()
    } catch {
      Log.warning("\(error.message); tracing stopped")
      trace = nil
    }
  }

  /// Rasterizes and presents when the display list changed (or when forced); returns whether the
  /// scene's own state (with its ghost) looked different from the last frame drawn.
  @discardableResult
  private func draw(force: Bool) -> Bool {
    let sceneList = session.render()
    let changed = sceneList != lastSceneList
    lastSceneList = sceneList
    var list = sceneList
    if recorder != nil { RecordingIndicator.draw(into: &list) }
    touches?.draw(into: &list, at: clock.now)
    banner?.draw(into: &list)
    frameTimes?.draw(into: &list, now: clock.now)
    guard force || list != lastList else { return changed }
    lastList = list
    let (w, h) = window.pixelSize
    let started = clock.now
    guard frame.draw(list, scale: window.scale, width: w, height: h) else { return changed }
    let rastered = clock.now
    frame.upload(to: window)
    let uploaded = clock.now
    frame.show(in: window, at: uploaded)
    let shown = clock.now
    frameTimes?.add(Double(shown - started) / 1000, at: started)
    frameTimesFile?.write(
      JSONWriter.string(
        .object([
          "t_us": .number(Double(started)), "raster_ms": .number(Self.ms(rastered - started)),
          "upload_ms": .number(Self.ms(uploaded - rastered)), "present_ms": .number(Self.ms(shown - uploaded)),
        ])))
    return changed
  }

  /// Microseconds as milliseconds to three places.
  private static func ms(_ us: Micros) -> Double { Double(us) / 1000 }

  /// Reads the scene file a sidebar entry names and sends it as a `load_scene` input, so the
  /// recording holds the scene itself. A scene without its own sidebar keeps the current one (so
  /// the way back stays, see `SidebarCarry`); the saved layout of the new scene applies. A bad file
  /// is a warning and the scene stays as it is.
  private func load(_ entry: String, at now: Micros) {
    guard let path = origin.path(of: entry) else {
      Log.warning("\(entry): no scenes folder (set PANELLAB_ASSETS to the assets folder)")
      return
    }
    do {
      let next = SceneOrigin.file(path)
      var config = carryingSidebar(try readScene(path), to: next)
      config = next.markingCurrent(config)
      if let stateFile { config = stateFile.restoring(config, for: next.key) }
      origin = next
      saveAskedAt = nil
      if watch { watchedStamp = FileStamp(path) }
      feed(TimedInput(now, .loadScene(config.json)), fromHand: false)
      Log.info("scene: \(path)")
    } catch {
      Log.warning(error.description)
    }
  }

  /// SDL's names of the modifier keys.
  private static let modifierKeys: Set<String> = [
    "Left Ctrl", "Right Ctrl", "Left Shift", "Right Shift", "Left Alt", "Right Alt", "Left GUI", "Right GUI",
  ]

  /// Ctrl+S: saves the tuned scene over the file it came from once the user confirms with a second
  /// Ctrl+S, or to a new file for the built-in demo.
  private func save(at now: Micros) {
    let config = session.scene.config
    guard let path = origin.filePath else {
      do {
        let saved = try labFiles.saveNew(config, sceneFolder: origin.folder)
        show("Saved the scene to \(saved)", at: now)
      } catch {
        show(error.message, at: now, isError: true)
      }
      return
    }
    // The second Ctrl+S confirms the question about this very file, and only soon after it.
    guard let asked = saveAskedAt, asked.path == path, now - asked.time < 5_000_000 else {
      saveAskedAt = (now, path)
      show("Save the tuned scene over \(path)? Ctrl+S again saves; any other key or a click cancels.", at: now)
      return
    }
    saveAskedAt = nil
    do {
      try labFiles.save(config, over: path)
      // Our own write is not a change to reload.
      watchedStamp = FileStamp(path)
      show("Saved \(path)", at: now)
    } catch {
      show(error.message, at: now, isError: true)
    }
  }

  /// Ctrl+E: writes the tuning as Swift for FloatingPanel and SwiftUI, and as scene JSON.
  private func export(at now: Micros) {
    do {
      let (swift, json) = try labFiles.export(session.scene.config, scenePath: origin.filePath)
      show("Exported \(swift)\nand \(json)", at: now)
      Log.info("exported \(swift) and \(json)")
    } catch {
      show(error.message, at: now, isError: true)
    }
  }

  /// Reads the scene file again when it changed on disk and applies it as `set` would (components
  /// keep their state); a file with errors leaves the scene as it is and shows the error until fixed.
  /// Returns whether the window must be drawn again.
  private func reloadIfChanged(at now: Micros) -> Bool {
    guard let path = origin.filePath else { return false }
    let stamp = FileStamp(path)
    guard stamp != watchedStamp else { return false }
    watchedStamp = stamp
    do {
      let config = origin.markingCurrent(carryingSidebar(try readScene(path), to: origin))
      feed(TimedInput(now, .applyScene(Self.sized(config.json, window.size))))
      show("Reloaded \(path)", at: now)
    } catch {
      show(error.description, at: now, isError: true, sticky: true)
    }
    return true
  }

  /// `json` with the window's actual size: a scene file's `window` is where a new window would
  /// start, while the models must lay out in the window that is open.
  private static func sized(_ json: JSONValue, _ size: Size) -> JSONValue {
    json.replacingMember("window", with: .object(["width": .number(size.width), "height": .number(size.height)]))
  }

  /// `config` with the current scene's sidebar carried into it when it has none. The list's names
  /// are relative to the current scene's folder: for a scene in another folder (a "Conflicts"
  /// entry, `../conflicts/…`) they are rebased onto that folder first. A scene that does not parse
  /// with the carried parts (it cannot, short of a bug) is taken as its file has it.
  private func carryingSidebar(_ config: SceneConfig, to next: SceneOrigin) -> SceneConfig {
    var current = session.scene.config.json
    if next.folder != origin.folder {
      guard let from = origin.folder, let to = next.folder else { return config }
      current = SidebarCarry.rebasing(current) { name in
        name.hasPrefix("/") ? name : RelativePath.of(RelativePath.resolve(name, from: from), from: to)
      }
    }
    let json = SidebarCarry.carrying(into: config.json, from: current)
    return (try? SceneConfig(json: json)) ?? config
  }

  /// The scene file at `path`, with its pictures found, checked and handed to the rasterizer, so
  /// a missing one fails here (a warning, and the scene stays as it was).
  private func readScene(_ path: String) throws(FileError) -> SceneConfig {
    let config = try SceneFile.load(path)
    frame.rasterizer.images.merge(try SceneImages.load(config, sceneFile: path).paths) { $1 }
    return config
  }

  /// Shows `text` at the bottom of the window for four seconds (an error that needs fixing stays).
  private func show(_ text: String, at now: Micros, isError: Bool = false, sticky: Bool = false) {
    banner = Banner(text: text, until: sticky ? nil : now + 4_000_000, isError: isError)
    if isError { Log.warning(text) }
  }

  /// The window size a recording's scene starts at, when it names a valid one.
  private static func startingSize(of recording: Recording) -> Size? { (try? SceneConfig(json: recording.scene))?.window }

  /// Under `panellab dev`: feeds the last build's hand into this one up to where it stopped, at
  /// the times it came, and goes on from there; says where this build first parts from the last.
  private func resume(_ dev: DevLink) {
    guard driver != nil, let last = dev.previousHand() else { return }
    let end = last.inputs.last?.input.time ?? 0
    for entry in last.inputs {
      if case .end = entry.input.event { continue }
      feed(entry.input)
    }
    step(to: end)
    // The window may have been resized: the scene takes this window's size, as a resize would.
    if session.scene.size != window.size {
      feed(TimedInput(end, .resize(window.size)))
      step(to: end)
    }
    clock = SessionClock(startingAt: end)
    guard let old = dev.previousRecording() else { return }
    let divergence = RecordingDivergence.first(from: old, scene: initialScene, inputs: history + [TimedInput(end, .end)])
    let report = DevLink.report(divergence, old: old, scene: initialScene, resumedAt: end)
    Log.info(report)
    banner = Banner(text: report, until: end + 8_000_000)
  }

  /// Looks at `panellab dev`'s status file and shows what it says (a build error stays until the
  /// next build); returns whether the window must be drawn again.
  private func showStatus(of dev: DevLink, at now: Micros) -> Bool {
    let stamp = FileStamp(dev.statusPath)
    guard stamp != devStatusStamp else { return false }
    devStatusStamp = stamp
    if let status = dev.status() {
      banner = Banner(text: status.text, until: nil, isError: status.isError)
    } else if banner?.until == nil {
      banner = nil
    }
    return true
  }

  /// Ends the recording, the hand, the trace and the frame times.
  private func finishFiles(at now: Micros) {
    stopRecording(at: now, waiting: true)
    finishHand(at: now)
    do { try trace?.finish() } catch { Log.error(error.message) }
    do { try frameTimesFile?.finish() } catch { Log.error(error.message) }
  }

  /// Shows the last frame again when the window needs it, taking no input, until the window is
  /// closed (`panellab dev` stops this build once the next one's window shows).
  private func holdLastFrame() {
    while true {
      for input in window.events(timeoutMs: 250) {
        if case .quit = input { return }
        if case .redraw = input { window.show() }
      }
    }
  }

  /// Ends the hand's file for the next build, with the window's place and size.
  private func finishHand(at now: Micros) {
    guard let hand else { return }
    hand.append(TimedInput(now, .end))
    do { try hand.finish() } catch { Log.error(error.message) }
    dev?.keep(position: window.position, size: window.size)
  }

  private func toggleRecording(at now: Micros) {
    if recorder != nil {
      stopRecording(at: now)
      return
    }
    let path = RecordingWriter.freshName()
    do {
      let writer = try RecordingWriter(
        path: path, scene: initialScene, startAt: now, replacing: false, images: initialImages, sceneFile: initialSceneFile)
      for input in history { writer.append(input) }
      recorder = writer
      Log.info("recording to \(path) (F9 stops)")
    } catch {
      Log.warning(error.message)
    }
  }

  /// Ends the recording; at quit (`waiting`) the last lines are written before the program ends,
  /// otherwise (F9) the window goes on while the writer's queue closes the file.
  private func stopRecording(at now: Micros, waiting: Bool = false) {
    guard let recorder else { return }
    recorder.append(TimedInput(now, .end))
    self.recorder = nil
    guard waiting else {
      recorder.finishLater()
      return
    }
    do {
      try recorder.finish()
      Log.info("recording saved: \(recorder.path)")
    } catch {
      Log.error(error.message)
    }
  }
}
