import Foundation

/// The hidden temporary files outputs are being written into (`.NAME.panellab-PID-N.EXT`), so that
/// none outlives the process: SIGTERM, SIGINT and SIGHUP remove them before the process dies of
/// the signal (its usual exit status), and files left by a process that was killed outright
/// (SIGKILL, a power cut) are removed by the next run that writes into the same folder, once it
/// sees their process is gone.
public enum TemporaryFiles {
  /// Slots for the paths a signal handler removes: plain C strings, since a handler may not touch
  /// Swift's allocator or locks. Outputs are written a few at a time, so 64 is plenty.
  private static let capacity = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    p.initialize(repeating: nil, count: capacity)
    return p
  }()
  /// Child processes writing a temporary file (ffmpeg), stopped first so none creates it again.
  nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
    let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    p.initialize(repeating: 0, count: capacity)
    return p
  }()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var swept: Set<String> = []

  /// Removes the temporary files on SIGTERM, SIGINT and SIGHUP, then dies of the signal. `window`
  /// leaves SIGTERM and SIGINT to SDL, which turns them into a quit the session finishes cleanly.
  public static func removeOnSignals(window: Bool = false) {
    // Made now, so the handler never runs their lazy initialisers (which allocate).
    _ = (slots, children)
    for sig in window ? [SIGHUP] : [SIGTERM, SIGINT, SIGHUP] {
      signal(sig) { sig in
        for i in 0..<TemporaryFiles.capacity where TemporaryFiles.children[i] > 0 {
          kill(TemporaryFiles.children[i], SIGKILL)
          waitpid(TemporaryFiles.children[i], nil, 0)
        }
        for i in 0..<TemporaryFiles.capacity {
          if let p = TemporaryFiles.slots[i] { unlink(p) }
        }
        signal(sig, SIG_DFL)
        raise(sig)
      }
    }
    if window {
      signal(SIGTERM, SIG_DFL)
      signal(SIGINT, SIG_DFL)
    }
    // A parent that blocked them (a test harness's thread, some service managers) must not make
    // the export deaf to them.
    var set = sigset_t()
    sigemptyset(&set)
    for sig in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, sig) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Notes that process `pid` writes temporary files: a signal stops it before removing them.
  public static func addChild(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    for i in 0..<capacity where children[i] == 0 {
      children[i] = pid
      return
    }
  }

  /// Notes that process `pid` has ended.
  public static func removeChild(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    for i in 0..<capacity where children[i] == pid { children[i] = 0 }
  }

  /// A hidden name in `folder` for a temporary file of this process that the sweep knows:
  /// `.STEM.panellab-PID-N.EXT`.
  public static func name(in folder: String, stem: String, extension ext: String) -> String {
    "\(folder)/.\(stem).panellab-\(getpid())-\(serial())" + (ext.isEmpty ? "" : "." + ext)
  }

  private static func serial() -> Int {
    lock.lock()
    defer { lock.unlock() }
    counter += 1
    return counter
  }
  nonisolated(unsafe) private static var counter = 0

  /// Notes that `path` is being written, first sweeping its folder of dead processes' files.
  public static func add(_ path: String) {
    sweep(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    lock.lock()
    defer { lock.unlock() }
    for i in 0..<capacity where slots[i] == nil {
      slots[i] = strdup(path)
      return
    }
  }

  /// Notes that `path` was renamed into place or removed.
  public static func remove(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    for i in 0..<capacity {
      if let p = slots[i], String(cString: p) == path {
        slots[i] = nil
        free(p)
      }
    }
  }

  /// The process id in a temporary file's name (`.NAME.panellab-PID-N` with any extension), or
  /// nil when `name` is not one.
  static func owner(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), let marker = name.range(of: ".panellab-", options: .backwards) else { return nil }
    let rest = name[marker.upperBound...].prefix { $0 != "." }
    let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
    return pid
  }

  /// Removes, once per process and folder, the temporary files in `folder` whose process is gone.
  static func sweep(_ folder: String) {
    lock.lock()
    let first = swept.insert(folder).inserted
    lock.unlock()
    guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names {
      guard let pid = owner(ofTemporary: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      var st = stat()
      // Only plain files: a link or a folder of that name is the user's.
      guard lstat(folder + "/" + name, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
      unlink(folder + "/" + name)
    }
  }
}
