import CSDL2
import PanelCore
import PanelRender

/// The SDL2 window: one streaming texture the size of the drawable, uploaded and presented.
///
/// It knows nothing of the models; it turns SDL events into `HostInput` and bitmaps into pixels.
public final class Window {
  /// Smallest window size, points.
  public static let minimumSize = Size(width: 480, height: 360)

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureSize = (0, 0)
  private var cursors: [Cursor: OpaquePointer] = [:]
  private var currentCursor = Cursor.arrow
  /// Pixels per point requested by the user (nil: the display's).
  private let requestedScale: Double?

  /// Opens a window of `size` points titled `title`, at `position` (screen pixels, top-left) or
  /// where the window manager puts it, `hidden` until `reveal()`; throws when there is no display
  /// or SDL fails.
  public init(title: String, size: Size, scale: Double?, position: (x: Int32, y: Int32)? = nil, hidden: Bool = false) throws(HostError) {
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw HostError(message: "cannot open a window: SDL_Init failed: \(String(cString: SDL_GetError()))")
    }
    requestedScale = scale
    // On X11 a window's size is in pixels; a requested scale makes the window that much larger
    // so the scene is drawn at that many pixels per point.
    let factor = scale ?? 1
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | (hidden ? SDL_WINDOW_HIDDEN.rawValue : 0)
    guard
      let w = SDL_CreateWindow(
        title, position?.x ?? Int32(SDL_WINDOWPOS_UNDEFINED_MASK), position?.y ?? Int32(SDL_WINDOWPOS_UNDEFINED_MASK),
        Int32((size.width * factor).rounded()), Int32((size.height * factor).rounded()), flags)
    else {
      let message = String(cString: SDL_GetError())
      SDL_Quit()
      throw HostError(message: "cannot open a window: \(message)")
    }
    window = w
    SDL_SetWindowMinimumSize(
      w, Int32(Self.minimumSize.width * factor), Int32(Self.minimumSize.height * factor))
    guard
      let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      let message = String(cString: SDL_GetError())
      SDL_DestroyWindow(w)
      SDL_Quit()
      throw HostError(message: "cannot create a renderer: \(message)")
    }
    renderer = r
  }

  deinit {
    for c in cursors.values { SDL_FreeCursor(c) }
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }

  /// Shows a window opened hidden, on top, with what was last presented.
  public func reveal() {
    guard SDL_GetWindowFlags(window) & SDL_WINDOW_HIDDEN.rawValue != 0 else { return }
    SDL_ShowWindow(window)
    SDL_RaiseWindow(window)
    show()
  }

  /// Where the window is on the screen (its top-left, screen pixels).
  public var position: (x: Int32, y: Int32) {
    var x: Int32 = 0, y: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    return (x, y)
  }

  /// Pixels per point: the drawable size over the window size, times any requested scale.
  public var scale: Double {
    var ww: Int32 = 0
    var dw: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &ww, &h)
    SDL_GetRendererOutputSize(renderer, &dw, &h)
    let platform = ww > 0 ? Double(dw) / Double(ww) : 1
    return platform * (requestedScale ?? 1)
  }

  /// Converts window coordinates (SDL's units) to points.
  private var pointsPerWindowUnit: Double { 1 / (requestedScale ?? 1) }

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w) * pointsPerWindowUnit, height: Double(h) * pointsPerWindowUnit)
  }

  /// The drawable size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Waits up to `timeoutMs` for the first event (0: only what is queued), then drains the queue.
  public func events(timeoutMs: Int32) -> [HostInput] {
    var event = SDL_Event()
    var out: [HostInput] = []
    if timeoutMs > 0 {
      guard SDL_WaitEventTimeout(&event, timeoutMs) == 1 else { return [] }
      if let i = translate(event) { out.append(i) }
    }
    while SDL_PollEvent(&event) == 1 {
      if let i = translate(event) { out.append(i) }
    }
    return out
  }

  private func point(_ x: Int32, _ y: Int32) -> Point {
    Point(x: Double(x) * pointsPerWindowUnit, y: Double(y) * pointsPerWindowUnit)
  }

  private func button(_ b: UInt8) -> PointerButton? {
    switch Int32(b) {
    case SDL_BUTTON_LEFT: return .left
    case SDL_BUTTON_MIDDLE: return .middle
    case SDL_BUTTON_RIGHT: return .right
    default: return nil
    }
  }

  private func modifiers(_ mod: UInt16) -> [KeyModifier] {
    var out: [KeyModifier] = []
    let m = UInt32(mod)
    if m & KMOD_SHIFT.rawValue != 0 { out.append(.shift) }
    if m & KMOD_CTRL.rawValue != 0 { out.append(.ctrl) }
    if m & KMOD_ALT.rawValue != 0 { out.append(.alt) }
    if m & KMOD_GUI.rawValue != 0 { out.append(.meta) }
    return out
  }

  /// Translates one SDL event; nil for events nobody needs.
  private func translate(_ e: SDL_Event) -> HostInput? {
    switch SDL_EventType(e.type) {
    case SDL_QUIT:
      return .quit
    case SDL_MOUSEMOTION:
      return .input(.pointerMove(point(e.motion.x, e.motion.y)))
    case SDL_MOUSEBUTTONDOWN:
      // Keep the pointer while a button is held, so a drag that leaves the window still tracks
      // and its release is never lost.
      SDL_CaptureMouse(SDL_TRUE)
      guard let b = button(e.button.button) else { return nil }
      // SDL keeps counting fast clicks; recordings hold 1…10, and nothing tells 10 from 11.
      let clicks = Int(Swift.min(10, Swift.max(1, e.button.clicks)))
      return .input(.pointerDown(point(e.button.x, e.button.y), button: b, clicks: clicks))
    case SDL_MOUSEBUTTONUP:
      if SDL_GetMouseState(nil, nil) == 0 { SDL_CaptureMouse(SDL_FALSE) }
      guard let b = button(e.button.button) else { return nil }
      return .input(.pointerUp(point(e.button.x, e.button.y), button: b))
    case SDL_MOUSEWHEEL:
      // SDL's y grows away from the user; ours grows toward the end of the content. One notch
      // scrolls 40 points; precise deltas from touchpads keep their fractions.
      let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let dx = Double(e.wheel.preciseX * flip) * 40
      let dy = Double(-e.wheel.preciseY * flip) * 40
      return .input(.wheel(point(e.wheel.mouseX, e.wheel.mouseY), delta: Point(x: dx, y: dy)))
    case SDL_KEYDOWN, SDL_KEYUP:
      let name = String(cString: SDL_GetKeyName(e.key.keysym.sym))
      guard !name.isEmpty else { return nil }
      let mods = modifiers(e.key.keysym.mod)
      let down = SDL_EventType(e.type) == SDL_KEYDOWN
      if down && name == "Q" && mods == [.ctrl] { return .quit }
      if name == "F9" || name == "F3" || name == "F4" { return down ? .command(key: name, modifiers: mods) : nil }
      // Saving and exporting are the window's business, not the models'.
      if (name == "S" || name == "E" || name == "D") && mods == [.ctrl] { return down ? .command(key: name, modifiers: mods) : nil }
      if name == "P" && mods.isEmpty { return down ? .command(key: name, modifiers: mods) : nil }
      if down && e.key.repeat != 0 && name != "Down" && name != "Up" && name != "Left" && name != "Right" { return nil }
      return .input(down ? .keyDown(key: name, modifiers: mods) : .keyUp(key: name, modifiers: mods))
    case SDL_TEXTINPUT:
      // What the keys typed after the keyboard layout (and any compose key), as UTF-8.
      let text = withUnsafeBytes(of: e.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      return text.isEmpty ? nil : .input(.text(text))
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(e.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        return .input(.resize(size))
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        return .redraw
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// Uploads `bitmap` (drawable-sized) to the streaming texture and presents it.
  public func present(_ bitmap: Bitmap) {
    upload(bitmap)
    show()
  }

  /// Copies the `rects` of `bitmap` (drawable-sized; all of it when nil) into the texture. The
  /// rest of the texture keeps what it holds, so only what a frame redrew crosses to the GPU.
  public func upload(_ bitmap: Bitmap, rects: [PixelRect]? = nil) {
    var rects = rects
    if texture == nil || textureSize != (bitmap.width, bitmap.height) {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(bitmap.width), Int32(bitmap.height))
      textureSize = (bitmap.width, bitmap.height)
      // A new texture holds nothing yet.
      rects = nil
    }
    guard let texture else { return }
    let all = [PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)]
    bitmap.withBytes { src in
      for r in rects ?? all {
        var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        SDL_UpdateTexture(texture, &area, src.baseAddress! + r.y * bitmap.stride + r.x * 4, Int32(bitmap.stride))
      }
    }
  }

  /// Puts the texture on screen, with `flashing` (drawable pixels) tinted over it for this
  /// present only (the damage flash).
  public func show(flashing: [PixelRect] = []) {
    guard let texture else { return }
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    if !flashing.isEmpty {
      var rects = flashing.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      SDL_SetRenderDrawColor(renderer, 255, 0, 160, 90)
      SDL_RenderFillRects(renderer, &rects, Int32(rects.count))
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    }
    SDL_RenderPresent(renderer)
  }

  /// The name of the SDL renderer presenting the window (opengl, software, …), for the frame-time log.
  public var rendererName: String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
    return String(cString: name)
  }

  /// Shows `cursor` (a no-op when it is already showing).
  public func setCursor(_ cursor: Cursor) {
    guard cursor != currentCursor else { return }
    currentCursor = cursor
    let id: SDL_SystemCursor
    switch cursor {
    case .arrow: id = SDL_SYSTEM_CURSOR_ARROW
    case .hand: id = SDL_SYSTEM_CURSOR_HAND
    case .resizeHorizontal: id = SDL_SYSTEM_CURSOR_SIZEWE
    case .resizeVertical: id = SDL_SYSTEM_CURSOR_SIZENS
    }
    if cursors[cursor] == nil { cursors[cursor] = SDL_CreateSystemCursor(id) }
    if let c = cursors[cursor] { SDL_SetCursor(c) }
  }

  /// Sets the title bar text.
  public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }
}
