extension String {
  /// The string without trailing `suffix` characters (a folder path without its final slashes).
  func trimmingSuffix(_ suffix: Character) -> String {
    var s = self
    while s.count > 1 && s.last == suffix { s.removeLast() }
    return s
  }
}

/// Parsed options of one subcommand: `--name value` pairs, flags and positional words.
struct Arguments {
  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  /// Words that are not options, in order.
  private(set) var positional: [String] = []

  /// Splits `args` given the options that take a value and the flags that do not.
  init(_ args: [String], options: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
    var i = 0
    while i < args.count {
      let a = args[i]
      if a.hasPrefix("--") {
        var name = a
        var inline: String?
        if let eq = a.firstIndex(of: "=") {
          name = String(a[..<eq])
          inline = String(a[a.index(after: eq)...])
        }
        if options.contains(name) {
          if let inline {
            values[name] = inline
          } else {
            guard i + 1 < args.count else { throw UsageError(message: "\(name) needs a value") }
            i += 1
            // `--trace --gif out.gif` forgot the trace's value; it must not write a file named --gif.
            guard !args[i].hasPrefix("--") else { throw UsageError(message: "\(name) needs a value, got the option \(args[i])") }
            values[name] = args[i]
          }
        } else if allowedFlags.contains(name), inline == nil {
          flags.insert(name)
        } else {
          throw UsageError(message: "unknown option \(name)")
        }
      } else {
        positional.append(a)
      }
      i += 1
    }
  }

  /// The value of `--name`, if given.
  subscript(name: String) -> String? { values[name] }

  /// Whether `--name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// A positive number option inside `range`.
  func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
    guard let s = values[name] else { return nil }
    guard let d = Double(s), d.isFinite, range.contains(d) else {
      throw UsageError(message: "\(name) must be a number from \(range.lowerBound) to \(range.upperBound), got \"\(s)\"")
    }
    return d
  }

  /// A whole-number option inside `range`.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let s = values[name] else { return nil }
    guard let n = Int(s), range.contains(n) else {
      throw UsageError(message: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(s)\"")
    }
    return n
  }

  /// A `WxH` size option in points.
  func size(_ name: String) throws(UsageError) -> (Double, Double)? {
    guard let s = values[name] else { return nil }
    let parts = s.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), (160...16_384).contains(w),
      (160...16_384).contains(h)
    else { throw UsageError(message: "\(name) must be WIDTHxHEIGHT in points (160 to 16384), got \"\(s)\"") }
    return (w, h)
  }

  /// Fails when positional words were given to a command that takes none (beyond `count`).
  func expectPositional(_ count: Int, _ what: String) throws(UsageError) {
    if positional.count > count { throw UsageError(message: "unexpected argument \"\(positional[count])\"") }
    if positional.count < count { throw UsageError(message: "missing \(what)") }
  }
}
