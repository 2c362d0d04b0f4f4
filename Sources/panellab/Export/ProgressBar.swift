import Foundation
import PanelRender

/// A progress bar on stderr, shown only when stderr is a terminal.
struct ProgressBar {
  private let enabled = isatty(2) == 1
  private let label: String
  private var lastDrawn = -1

  init(label: String) { self.label = label }

  /// Shows `done` of `total`.
  mutating func update(_ done: Int, of total: Int) {
    guard enabled else { return }
    let percent = total > 0 ? Swift.min(100, done * 100 / total) : 0
    guard percent != lastDrawn else { return }
    lastDrawn = percent
    let filled = percent * 30 / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
    FileHandle.standardError.write("\r\(label) [\(bar)] \(percent)% (\(done)/\(total) frames)".data(using: .utf8)!)
  }

  /// Clears the line.
  func finish() {
    guard enabled, lastDrawn >= 0 else { return }
    FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!)
  }
}
