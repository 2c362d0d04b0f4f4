import Foundation

/// What tells a changed file from an unchanged one without reading it: its modification time and
/// size (a missing file has none).
public struct FileStamp: Hashable, Sendable {
  /// Modification time, nanoseconds.
  public var modified: Int64
  /// Size in bytes.
  public var size: Int64

  /// The stamp of the file at `path`, or nil when nothing is there.
  public init?(_ path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    size = Int64(st.st_size)
  }
}
