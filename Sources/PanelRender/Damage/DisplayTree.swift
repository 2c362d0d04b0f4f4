import PanelCore

/// A display list as a tree, so two lists can be compared part by part: a push with what it
/// encloses up to its pop, a layer with its own commands, or one drawing command.
struct DisplayNode {
  /// A drawing command, a push (its group ends with the matching pop) or a `.layer`.
  var command: DisplayCommand
  /// What a push encloses, or a layer's own commands; empty for a drawing command.
  var children: [DisplayNode]
  /// A digest of the whole subtree, to rule out inequality quickly (equality is then checked).
  var digest: Int
  /// How many commands the subtree holds, counted in order (a group counts its push and pop, a
  /// layer itself and its own commands): positions in this order say what comes before what.
  var count: Int
  /// Whether the subtree reads pixels already drawn (a backdrop or a backdrop blur).
  var reads: Bool

  /// The tree of `commands`. An unmatched pop stays a lone node and an unclosed push encloses the
  /// rest, so any list, balanced or not, is split the same way every time.
  static func nodes(_ commands: [DisplayCommand]) -> [DisplayNode] {
    var stack: [(push: DisplayCommand, children: [DisplayNode])] = [(.popClip, [])]
    func close() {
      let open = stack.removeLast()
      stack[stack.count - 1].children.append(group(open.push, open.children, pops: 1))
    }
    for command in commands {
      switch command {
      case .pushClip, .pushOpacity, .pushTransform:
        stack.append((command, []))
      case .popClip, .popOpacity, .popTransform:
        if stack.count > 1 { close() } else { stack[0].children.append(leaf(command)) }
      case .layer(let layer):
        var shell = layer
        shell.commands = []
        let inner = nodes(layer.commands)
        stack[stack.count - 1].children.append(
          DisplayNode(
            command: command, children: inner, digest: digest(of: .layer(shell), inner), count: 1 + inner.reduce(0) { $0 + $1.count },
            reads: inner.contains { $0.reads }))
      default:
        stack[stack.count - 1].children.append(leaf(command))
      }
    }
    while stack.count > 1 {
      let open = stack.removeLast()
      stack[stack.count - 1].children.append(group(open.push, open.children, pops: 0))
    }
    return stack[0].children
  }

  private static func leaf(_ command: DisplayCommand) -> DisplayNode {
    var reads = false
    switch command {
    case .backdrop, .backdropBlur: reads = true
    default: break
    }
    var h = Hasher()
    h.combine(command)
    return DisplayNode(command: command, children: [], digest: h.finalize(), count: 1, reads: reads)
  }

  private static func group(_ push: DisplayCommand, _ children: [DisplayNode], pops: Int) -> DisplayNode {
    DisplayNode(
      command: push, children: children, digest: digest(of: push, children),
      count: 1 + pops + children.reduce(0) { $0 + $1.count }, reads: children.contains { $0.reads })
  }

  private static func digest(of head: DisplayCommand, _ children: [DisplayNode]) -> Int {
    var h = Hasher()
    h.combine(head)
    for c in children { h.combine(c.digest) }
    return h.finalize()
  }

  /// Whether the node is a push or a layer (its children are what it encloses).
  var isGroup: Bool {
    switch command {
    case .pushClip, .pushOpacity, .pushTransform, .layer: return true
    default: return false
    }
  }

  /// Whether both draw exactly the same commands.
  func sameAs(_ o: DisplayNode) -> Bool {
    guard digest == o.digest, count == o.count else { return false }
    if case .layer = command { return command == o.command }
    guard command == o.command, children.count == o.children.count else { return false }
    for i in children.indices where !children[i].sameAs(o.children[i]) { return false }
    return true
  }

  /// Whether both open the same group (the same push, or the same layer in the same place), so
  /// only what they enclose may differ.
  func opensLike(_ o: DisplayNode) -> Bool {
    switch (command, o.command) {
    case (.pushClip, .pushClip), (.pushOpacity, .pushOpacity), (.pushTransform, .pushTransform):
      return command == o.command
    case (.layer(let a), .layer(let b)):
      return a.key == b.key && a.frame == b.frame && a.opaque == b.opaque && a.cornerRadius == b.cornerRadius
        && a.scalesSnapshot == b.scalesSnapshot
    default:
      return false
    }
  }
}
