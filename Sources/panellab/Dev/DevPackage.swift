import Foundation
import PanelCore

/// The user's Swift package that `panellab dev` builds and runs: its folder, the executable it
/// runs, and the files whose change means a rebuild. A lone Swift file is wrapped in a package of
/// its own (in the cache folder) that depends on this checkout's PanelLabKit.
struct DevPackage {
  /// The package's folder (the one with `Package.swift`).
  let folder: String
  /// The executable product run.
  let product: String
  /// The single file `panellab dev` was given, when it wrapped one (only it is watched).
  let loneFile: String?

  /// At most this many files are watched: a bigger tree is refused, as looking at it four times
  /// a second would cost more than the builds.
  static let fileLimit = 5_000

  /// The package at `path` (a package folder, a file inside one, or a lone `main.swift`-style
  /// file), running `product` or its only executable. Bad input throws `InputError` (exit 2).
  static func find(_ path: String, product wanted: String?, swift: SwiftTool) throws -> DevPackage {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw InputError(file: path, line: 0, message: "no such file or folder")
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if isFolder.boolValue {
      guard FileManager.default.fileExists(atPath: absolute + "/Package.swift") else {
        throw InputError(file: path, line: 0, message: "not a Swift package: no Package.swift in this folder")
      }
      return DevPackage(folder: absolute, product: try executable(in: absolute, wanted, path: path, swift: swift), loneFile: nil)
    }
    guard absolute.hasSuffix(".swift") else { throw InputError(file: path, line: 0, message: "not a Swift file or package folder") }
    // A file inside a package is that package.
    var folder = URL(fileURLWithPath: absolute).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.path + "/Package.swift") {
        return DevPackage(folder: folder.path, product: try executable(in: folder.path, wanted, path: path, swift: swift), loneFile: nil)
      }
      folder = folder.deletingLastPathComponent()
    }
    let wrapper = try LoneFilePackage.make(for: absolute)
    return DevPackage(folder: wrapper.folder, product: wrapper.product, loneFile: absolute)
  }

  /// The executable product to run: `wanted` when the package has it, else its only one.
  private static func executable(in folder: String, _ wanted: String?, path: String, swift: SwiftTool) throws -> String {
    let described = try swift.run(["package", "--package-path", folder, "describe", "--type", "json"])
    guard described.status == 0 else {
      let why = described.output.split(separator: "\n").first { $0.contains("error") } ?? "swift package describe failed"
      throw InputError(file: folder + "/Package.swift", line: 0, message: String(why))
    }
    // `describe` may print warnings before the JSON.
    guard let start = described.output.firstIndex(of: "{"), let json = try? JSONParser.parse(String(described.output[start...])),
      case .array(let products)? = json["products"]?.kind
    else { throw InputError(file: folder + "/Package.swift", line: 0, message: "cannot read the package's description") }
    let executables = products.compactMap { p -> String? in p["type"]?["executable"] != nil ? p["name"]?.string : nil }
    if let wanted {
      guard executables.contains(wanted) else {
        throw UsageError(message: "--product \(wanted): the package has no such executable (it has \(list(executables)))")
      }
      return wanted
    }
    switch executables.count {
    case 0: throw InputError(file: folder + "/Package.swift", line: 0, message: "no executable product to run (add an .executableTarget that opens the window)")
    case 1: return executables[0]
    default: throw UsageError(message: "\(path) has several executables (\(list(executables))): choose one with --product NAME")
    }
  }

  private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.sorted().joined(separator: ", ") }

  /// The files whose change means a rebuild: the lone file, or the package's manifest and its
  /// Swift sources outside hidden folders (`.build`, `.git`), in sorted order.
  func watchedFiles() throws(InputError) -> [String] {
    if let loneFile { return [loneFile] }
    var files = [folder + "/Package.swift"]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      guard name.hasSuffix(".swift"), relative != "Package.swift" else { continue }
      files.append(folder + "/" + relative)
      if files.count > Self.fileLimit {
        throw InputError(file: folder, line: 0, message: "more than \(Self.fileLimit) Swift files to watch; give the package's own folder")
      }
    }
    return files.sorted()
  }
}
