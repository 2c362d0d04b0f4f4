import Foundation

/// Names for files the window creates on its own (an F9 recording, a saved demo scene, exported
/// code): the time to the second, then `-2`, `-3`… until no name is taken, so nothing already
/// there is ever written over.
enum FreshName {
  /// The time to the second in UTC: `20261201-120000`.
  static func stamp() -> String {
    let f = DateFormatter()
    f.dateFormat = "yyyyMMdd-HHmmss"
    f.timeZone = TimeZone(identifier: "UTC")
    return f.string(from: Date())
  }

  /// `base`, or `base-2`, `base-3`…: the first stem for which no `stem.ext` of `extensions` is
  /// taken.
  static func stem(_ base: String, extensions: [String], isTaken: (String) -> Bool = exists) -> String {
    var stem = base
    var n = 1
    while extensions.contains(where: { isTaken(stem + "." + $0) }) {
      n += 1
      stem = base + "-\(n)"
    }
    return stem
  }

  /// Whether anything is at `path`: a file, a folder, or a symbolic link even when it leads
  /// nowhere (writing through it would create its target).
  static func exists(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0
  }
}
