import PanelHost

/// A command-line problem: exit status 2 with a message and a pointer to `--help`.
struct UsageError: Error {
  /// What is wrong.
  var message: String
}

/// A failure while running (not the user's input): exit status 1.
struct RunFailure: Error {
  /// What went wrong.
  var message: String
}

/// Bad input in a file: exit status 2, reported as `FILE:LINE: message`.
struct InputError: Error {
  /// The file.
  var file: String
  /// 1-based line, 0 when the whole file is meant.
  var line: Int
  /// What is wrong.
  var message: String

  /// `FILE:LINE: message` (or `FILE: message`).
  var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

extension InputError {
  /// The error for a file that cannot be used.
  init(_ error: FileError) { self.init(file: error.file, line: error.line, message: error.message) }
}
