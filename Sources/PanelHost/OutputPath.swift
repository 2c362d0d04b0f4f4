import Foundation

/// Where an output goes, decided so that writing it never harms what is at the path.
///
/// A symbolic link is followed to its target. A target that exists and is not a regular file (a
/// device such as `/dev/null`, a FIFO, a socket) is written in place. A regular file, or a new
/// one, is written as a temporary file in the same folder and renamed over the target only when
/// the output is complete (`commit`), so a failed or interrupted export leaves what was there
/// before. A target that is one of the command's inputs (compared by device and inode, not by
/// name) is refused, as are an empty path and a loop of symbolic links.
public struct OutputPath: Sendable {
  /// The path as the user gave it.
  public let given: String
  /// The path after following symbolic links: what the output replaces.
  public let target: String
  /// Whether the target is written where it is (it exists and is not a regular file).
  public let inPlace: Bool
  /// Where to write now: the target itself in place, else a temporary file beside it that keeps
  /// the target's extension (encoders choose their format by it).
  public let writePath: String

  /// Decides where `path` is written; `inputs` are files the command reads.
  public init(_ path: String, inputs: [String] = []) throws(HostError) {
    given = path
    guard !path.isEmpty else { throw HostError(message: "an empty path: give a file name") }
    var st = stat()
    let exists = stat(path, &st) == 0
    if !exists && errno == ELOOP {
      // Writing would replace the link rather than reach a file: refuse, as an unwritable path.
      throw HostError(message: "\(path): is a loop of symbolic links")
    }
    if exists && (st.st_mode & S_IFMT) != S_IFREG {
      // A device, FIFO or socket (or a link to one, such as /dev/stdout): opened through its path.
      target = path
    } else if exists, let real = realpath(path, nil) {
      target = String(cString: real)
      free(real)
    } else {
      target = Self.resolve(path)
    }
    if exists && (st.st_mode & S_IFMT) == S_IFDIR {
      throw HostError(message: "\(path): is a folder, not a file")
    }
    if exists {
      for input in inputs {
        var other = stat()
        if stat(input, &other) == 0 && other.st_dev == st.st_dev && other.st_ino == st.st_ino {
          throw HostError(message: "\(path): is \(input), an input of this command; an output never replaces an input")
        }
      }
    }
    inPlace = exists && (st.st_mode & S_IFMT) != S_IFREG
    if inPlace {
      writePath = target
    } else {
      let url = URL(fileURLWithPath: target)
      let folder = url.deletingLastPathComponent().path
      let ext = url.pathExtension
      writePath = TemporaryFiles.name(in: folder, stem: url.deletingPathExtension().lastPathComponent, extension: ext)
    }
  }

  /// The target of `path` after following every symbolic link, including one that points to a
  /// file that does not exist yet.
  static func resolve(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var st = stat()
      guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { break }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, Int(PATH_MAX))
      guard n > 0 else { break }
      let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + link
    }
    return current
  }

  /// Notes that the temporary file is about to be written, so a signal removes it (and sweeps the
  /// folder of temporary files that killed processes left); nothing to do in place.
  public func begin() {
    guard !inPlace else { return }
    TemporaryFiles.add(writePath)
  }

  /// Puts a finished output in place: syncs the temporary file to disk (unless `sync` is false,
  /// for files of a sequence), keeps the permissions of the file it replaces, and renames it over
  /// the target.
  public func commit(sync: Bool = true) throws(HostError) {
    guard !inPlace else { return }
    let fd = open(writePath, O_RDONLY)
    guard fd >= 0 else { throw HostError(message: "\(given): the finished output is missing: \(String(cString: strerror(errno)))") }
    var old = stat()
    if stat(target, &old) == 0 { fchmod(fd, old.st_mode & 0o7777) }
    let synced = !sync || fsync(fd) == 0
    let syncError = errno
    close(fd)
    guard synced else {
      discard()
      throw HostError(message: "\(given): cannot write: \(String(cString: strerror(syncError)))")
    }
    guard rename(writePath, target) == 0 else {
      let e = errno
      discard()
      throw HostError(message: "\(given): cannot put the output in place: \(String(cString: strerror(e)))")
    }
    TemporaryFiles.remove(writePath)
  }

  /// Removes the temporary file of an output that failed (what was at the target stays).
  public func discard() {
    guard !inPlace else { return }
    unlink(writePath)
    TemporaryFiles.remove(writePath)
  }
}
