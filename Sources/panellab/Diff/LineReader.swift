import Foundation

/// The lines of a file or of stdin (`-`), read one at a time through a fixed buffer, so a trace of
/// any length is compared in the memory of its longest line.
final class LineReader {
  /// The longest line taken: a trace's frame line is a few kilobytes; a file without line ends is
  /// not a trace, and must not be read whole to find that out.
  static let lineLimit = 64 << 20

  /// The path as the user gave it, for messages.
  let path: String
  /// 1-based number of the line last returned (0 before the first).
  private(set) var lineNumber = 0
  /// Whether the last line returned had no line end (the file stopped mid-line).
  private(set) var lastLineUnterminated = false
  /// The open file (0 for stdin).
  private let fd: Int32
  /// One block of the file, read at a time.
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  /// Where the unread bytes of the block start.
  private var start = 0
  /// Where the bytes of the block end.
  private var end = 0
  /// Whether a read returned the end of the file.
  private var atEOF = false

  /// Opens `path` for reading (`-` is stdin); a missing file, a folder or an unreadable file is an
  /// input error naming it.
  init(path: String) throws(InputError) {
    self.path = path
    if path == "-" {
      fd = 0
      return
    }
    var st = stat()
    guard stat(path, &st) == 0 else {
      throw InputError(file: path, line: 0, message: errno == ENOENT ? "no such file" : "cannot read the file: \(String(cString: strerror(errno)))")
    }
    guard (st.st_mode & S_IFMT) != S_IFDIR else { throw InputError(file: path, line: 0, message: "is a folder, not a file") }
    let opened = open(path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else { throw InputError(file: path, line: 0, message: "cannot read the file: \(String(cString: strerror(errno)))") }
    fd = opened
  }

  /// Closes the file (never stdin, which is not ours).
  deinit {
    if fd != 0 { close(fd) }
  }

  /// The next line's bytes without its LF, or nil at the end of the file.
  func next() throws(InputError) -> [UInt8]? {
    var line: [UInt8] = []
    while true {
      if let newline = buffer[start..<end].firstIndex(of: 10) {
        line += buffer[start..<newline]
        start = newline + 1
        return finish(line, terminated: true)
      }
      line += buffer[start..<end]
      start = end
      guard line.count <= Self.lineLimit else {
        throw InputError(file: path, line: lineNumber + 1, message: "line is longer than \(Self.lineLimit >> 20) MB")
      }
      guard try fill() else { return line.isEmpty ? nil : finish(line, terminated: false) }
    }
  }

  /// Everything after the lines already returned, at most `limit` bytes (a recording is parsed
  /// whole, and only up to the size a recording may have).
  func rest(limit: Int) throws(InputError) -> [UInt8] {
    var out = Array(buffer[start..<end])
    start = end
    while try fill() {
      out += buffer[start..<end]
      start = end
      guard out.count <= limit else {
        throw InputError(file: path, line: 0, message: "the file is larger than \(limit >> 20) MB, the most a recording may be")
      }
    }
    return out
  }

  /// Counts `line` and notes how it ended.
  private func finish(_ line: [UInt8], terminated: Bool) -> [UInt8] {
    lineNumber += 1
    lastLineUnterminated = !terminated
    return line
  }

  /// Reads the next block into the empty buffer; false at the end of the file.
  private func fill() throws(InputError) -> Bool {
    guard !atEOF else { return false }
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else {
        throw InputError(file: path, line: lineNumber + 1, message: "cannot read the file: \(String(cString: strerror(errno)))")
      }
      start = 0
      end = n
      if n == 0 { atEOF = true }
      return n > 0
    }
  }
}
