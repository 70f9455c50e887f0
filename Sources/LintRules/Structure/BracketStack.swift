/// The structure pass's open brackets, as a persistent stack: a push adds a node that points at the
/// one below, and nodes never change. So `#if` saves the whole stack as one index and `#else` puts
/// it back in O(1) (copying it cost the stack's depth at every `#if`), and each node knows the
/// nearest opener of every kind at or below it, so a closer finds its opener in O(1) (scanning cost
/// the depth for every stray closer).
struct BracketStack {
    enum Kind: Int { case paren, bracket, brace, interpolation }
    struct Frame { var token: Int; var kind: Kind; var scope: Int }
    /// A saved stack: the index of its top node (-1 for empty).
    typealias Snapshot = Int32

    private struct Node {
        var frame: Frame
        var parent: Int32
        var depth: Int32
        /// The nearest node of each kind at or below this one (-1: none), by `Kind.rawValue`.
        var nearest: (Int32, Int32, Int32, Int32)
    }

    private var nodes: [Node] = []
    private(set) var snapshot: Snapshot = -1

    var count: Int { snapshot < 0 ? 0 : Int(nodes[Int(snapshot)].depth) }
    var last: Frame? { snapshot < 0 ? nil : nodes[Int(snapshot)].frame }

    mutating func push(_ frame: Frame) {
        var nearest: (Int32, Int32, Int32, Int32) = snapshot < 0 ? (-1, -1, -1, -1) : nodes[Int(snapshot)].nearest
        let index = Int32(nodes.count)
        switch frame.kind {
        case .paren: nearest.0 = index
        case .bracket: nearest.1 = index
        case .brace: nearest.2 = index
        case .interpolation: nearest.3 = index
        }
        nodes.append(Node(frame: frame, parent: snapshot, depth: Int32(count + 1), nearest: nearest))
        snapshot = index
    }

    /// Puts back a saved stack.
    mutating func restore(_ saved: Snapshot) { snapshot = saved }

    /// Removes the nearest frame of `kind` and everything above it, and returns it; nil (and no
    /// change) when there is none, or, with `stopAtBrace`, when a brace is nearer.
    mutating func pop(_ kind: Kind, stopAtBrace: Bool) -> Frame? {
        guard snapshot >= 0 else { return nil }
        let top = nodes[Int(snapshot)]
        let target = Self.nearest(top, kind)
        guard target >= 0 else { return nil }
        if stopAtBrace, kind != .brace {
            let brace = Self.nearest(top, .brace)
            if brace >= 0, nodes[Int(brace)].depth > nodes[Int(target)].depth { return nil }
        }
        snapshot = nodes[Int(target)].parent
        return nodes[Int(target)].frame
    }

    /// The frames deeper than `depth`, innermost first: what `restore` to a stack of that depth drops.
    /// Each is listed at most once over a run (it is unreachable after the restore).
    func frames(deeperThan depth: Int) -> [Frame] {
        var out: [Frame] = []
        var k = snapshot
        while k >= 0, Int(nodes[Int(k)].depth) > depth {
            out.append(nodes[Int(k)].frame)
            k = nodes[Int(k)].parent
        }
        return out
    }

    /// The open braces, innermost first.
    var braces: [Frame] {
        var out: [Frame] = []
        var k = snapshot < 0 ? -1 : Self.nearest(nodes[Int(snapshot)], .brace)
        while k >= 0 {
            let node = nodes[Int(k)]
            out.append(node.frame)
            k = node.parent < 0 ? -1 : Self.nearest(nodes[Int(node.parent)], .brace)
        }
        return out
    }

    private static func nearest(_ node: Node, _ kind: Kind) -> Int32 {
        switch kind {
        case .paren: return node.nearest.0
        case .bracket: return node.nearest.1
        case .brace: return node.nearest.2
        case .interpolation: return node.nearest.3
        }
    }
}
