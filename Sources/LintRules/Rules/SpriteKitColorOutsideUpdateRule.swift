/// `spritekit_color_outside_update`: a SpriteKit node's colour set from a dynamic colour where it is
/// never set again when the appearance changes.
public struct SpriteKitColorOutsideUpdateRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "spritekit_color_outside_update",
        name: "SpriteKit node color outside an appearance update",
        summary: "A SpriteKit node resolves a dynamic color once; set outside the methods that run on appearance changes, it keeps the old appearance.",
        rationale: """
        SpriteKit nodes are not views: `SKShapeNode.fillColor`/`strokeColor`, `SKLabelNode.fontColor`, \
        `SKSpriteNode.color` (and `SKSpriteNode(color:size:)`) and `SKScene.backgroundColor` take the \
        color's value for the appearance current when they are set, exactly like a CGColor, and nothing \
        sets them again when the user switches between Light and Dark. A scene gets no \
        `traitCollectionDidChange(_:)` of its own: re-set the colors from the hosting view's or view \
        controller's `traitCollectionDidChange(_:)` (or a `registerForTraitChanges` handler), for \
        example through a scene method it calls — darklint follows such calls. Only colors known to \
        adapt visibly are reported (system colors whose two appearances differ by 10 CIELAB units or \
        more drawn over their backgrounds — not the tints, `link` or the `systemFill` family, which look \
        the same frozen —, color sets with a Dark appearance, dynamic providers, names the project binds \
        to one of those); a fixed color on a node does not go stale. Only SpriteKit \
        receivers count: a declared or constructed `SKShapeNode`, the scene or node class itself, or \
        a subclass of one in the project. A scene's frame-loop methods (`update(_:)`, …) set colors \
        again on every frame and are not reported. Measured: none of the 15 apps of `Scripts/eval` \
        uses SpriteKit, so it adds no finding there; on three SpriteKit scenes from public \
        repositories it reports the 5 colors set once in `didMove(to:)` (one author's comment says \
        the colors break when the appearance changes mid-game) and nothing for a scene re-colored \
        from SwiftUI's `.onChange(of: colorScheme)`.
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("""
            class GameScene: SKScene {
                override func didMove(to view: SKView) {
                    backgroundColor = ↓.systemBackground
                    let ball = SKShapeNode(circleOfRadius: 12)
                    ball.fillColor = ↓UIColor.label
                    addChild(ball)
                }
            }
            """, messages: [
                "`backgroundColor` of an SKScene set to a dynamic color in `didMove(to:)`: SpriteKit resolves it once and keeps that appearance; set it again from the hosting view's or view controller's `traitCollectionDidChange(_:)` (or a `registerForTraitChanges` handler), e.g. through a scene method it calls",
                "`fillColor` of an SKShapeNode set to a dynamic color in `didMove(to:)`: SpriteKit resolves it once and keeps that appearance; set it again from the hosting view's or view controller's `traitCollectionDidChange(_:)` (or a `registerForTraitChanges` handler), e.g. through a scene method it calls",
            ]),
            Example("""
            final class ScoreNode: SKNode {
                private let label = SKLabelNode(fontNamed: "Menlo")
                private let frameNode: SKShapeNode
                override init() {
                    frameNode = SKShapeNode(rectOf: CGSize(width: 80, height: 30))
                    super.init()
                    label.fontColor = ↓.secondaryLabel
                    frameNode.strokeColor = isHighlighted ? ↓.label : .white
                }
            }
            """),
            Example("""
            class HostController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tile = SKSpriteNode(color: ↓Palette.tile, size: CGSize(width: 32, height: 32))
                    scene.addChild(tile)
                }
            }
            enum Palette {
                static let tile = UIColor(named: "Tile")!
            }
            """, message: "`color` of an SKSpriteNode set to a dynamic color in `viewDidLoad()`: SpriteKit resolves it once and keeps that appearance; set it again in `traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`",
                    resources: ["Assets.xcassets/Tile.colorset/Contents.json": """
                    { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0.9", "green" : "0.9", "red" : "0.9" } }, "idiom" : "universal" },
                      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0.2", "green" : "0.2", "red" : "0.2" } }, "idiom" : "universal" } ] }
                    """]),
            Example("""
            class GameViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let scene = SKScene(fileNamed: "GameScene") {
                        scene.backgroundColor = ↓.systemBackground
                        for case let shape as SKShapeNode in scene.children {
                            shape.strokeColor = ↓.separator
                        }
                    }
                }
            }
            """, messages: [
                "`backgroundColor` of an SKScene set to a dynamic color in `viewDidLoad()`: SpriteKit resolves it once and keeps that appearance; set it again in `traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`",
                "`strokeColor` of an SKShapeNode set to a dynamic color in `viewDidLoad()`: SpriteKit resolves it once and keeps that appearance; set it again in `traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`",
            ]),
            Example("""
            class Board: GameScene {
                func build(cell: SKShapeNode) {
                    cell.strokeColor = ↓SKColor.separator
                }
            }
            """, otherFiles: ["class GameScene: SKScene {}"]),
        ],
        nonTriggering: [
            // Re-set from the hosting view controller on every appearance change.
            Example("""
            class GameScene: SKScene {
                let ball = SKShapeNode(circleOfRadius: 12)
                override func didMove(to view: SKView) {
                    applyColors()
                }
                func applyColors() {
                    backgroundColor = .systemBackground
                    ball.fillColor = .label
                }
            }
            class GameViewController: UIViewController {
                var scene: GameScene!
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    scene.applyColors()
                }
            }
            """),
            // SwiftUI: the view re-sets the colours when the color scheme changes.
            Example("""
            struct BoardView: View {
                @Environment(\\.colorScheme) private var colorScheme
                let scene = BoardScene(size: CGSize(width: 320, height: 320))
                var body: some View {
                    SpriteView(scene: scene)
                        .onChange(of: colorScheme) { _ in scene.recolor() }
                }
            }
            final class BoardScene: SKScene {
                private var tiles: [SKShapeNode] = []
                override func sceneDidLoad() {
                    let tile = SKShapeNode(rectOf: CGSize(width: 10, height: 10))
                    tile.fillColor = .label
                    tiles.append(tile)
                }
                func recolor() {
                    for tile in tiles { tile.fillColor = .label }
                }
            }
            """),
            // Fixed colours do not go stale (`hardcoded_color` judges them by role and value).
            Example("""
            class GameScene: SKScene {
                override func didMove(to view: SKView) {
                    backgroundColor = SKColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
                    let ball = SKShapeNode(circleOfRadius: 12)
                    ball.fillColor = .white
                    ball.strokeColor = .clear
                }
            }
            """),
            // Not SpriteKit: a view's colours adapt; a model's `fillColor` is not a node's.
            Example("""
            class ChartView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .systemBackground
                }
            }
            struct Series {
                var fillColor: UIColor
            }
            func makeSeries(series: Series, layer: CAShapeLayer) {
                var copy = series
                copy.fillColor = .label
                let style = Style()
                style.color = .label
            }
            """),
            Example("""
            class GameViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
                        self.scene.backgroundColor = .systemBackground
                    }
                    let view = SKView()
                    view.backgroundColor = .systemBackground
                    var background = UIBackgroundConfiguration.listCell()
                    background.strokeColor = .separator
                }
            }
            """),
            Example("""
            class GameScene: SKScene {
                func paint(_ node: SKShapeNode, with color: UIColor) {
                    node.fillColor = color
                    node.strokeColor = UIColor.label.resolvedColor(with: view!.traitCollection)
                }
            }
            """),
            // Set on every frame.
            Example("""
            class GameScene: SKScene {
                override func update(_ currentTime: TimeInterval) {
                    scoreLabel.fontColor = .label
                }
                let scoreLabel = SKLabelNode()
            }
            """),
            // A tint or a fill looks the same frozen: its two appearances are a few units apart.
            Example("""
            class GameScene: SKScene {
                override func didMove(to view: SKView) {
                    let ball = SKShapeNode(circleOfRadius: 12)
                    ball.fillColor = .systemBlue
                    ball.strokeColor = .systemFill
                }
            }
            """),
            Example("// ball.fillColor = .label"),
        ]
    )

    /// `SKScene` methods SpriteKit calls on every frame.
    static let frameLoopMethods: Set<String> = ["update", "didEvaluateActions", "didSimulatePhysics", "didApplyConstraints", "didFinishUpdate"]

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        guard SpriteKitNodes.mayUseSpriteKit(file, context.index) else { return }
        var types = SpriteKitNodes.TypeCache()
        let n = file.count
        var i = 1
        while i < n - 2 {
            defer { i += 1 }
            guard file.kind(i) == .identifier else { continue }
            let property: String, nodeClass: String
            if file.isOp(i + 1, "="), let base = SpriteKitNodes.nodeClass(ofAssignmentTo: i, in: file, context.index, cache: &types) {
                property = file.name(i)
                nodeClass = base
            } else if file.kind(i + 1) == .colon, SpriteKitNodes.isSpriteColorArgument(i, in: file, context.index) {
                property = "color"
                nodeClass = "SKSpriteNode"
            } else {
                continue
            }
            guard let value = DynamicColorExpression.dynamicOperand(ofValueAt: i + 2, in: file, context),
                  !FrozenColorPlace.neverGoesStale(i, in: file, context),
                  let place = FrozenColorPlace.of(i, in: file, context) else { continue }
            // A scene's frame-loop methods set it again on every frame: it never stays stale.
            if let f = place.function, Self.frameLoopMethods.contains(file.scopes[f].name),
               let type = place.typeName, SpriteKitNodes.isKind(type, of: "SKScene", context.index) { continue }
            // Set again, in the same type, by a method that runs on appearance changes.
            if place.function != nil, file.isOp(i + 1, "="),
               CGColorOutsideUpdateRule.isAlsoSetInUpdateContext(i + 2, typeName: place.typeName, in: file, context) { continue }
            let iOS17 = FrozenColorPlace.targetsIOS17(context)
            let methods = place.family.map { $0.recommendedMethods(iOS17: iOS17) }
            let advice = methods.map { "set it again in \($0)" }
                ?? "set it again from the hosting view's or view controller's `traitCollectionDidChange(_:)` (or a `registerForTraitChanges` handler), e.g. through a scene method it calls"
            let message = "`\(property)` of an \(nodeClass) set to a dynamic color in \(place.description): SpriteKit resolves it once and keeps that appearance; \(advice)"
            let end = file.postfixEnd(from: value)
            var found = finding(ByteRange(start: file.tokens[value].start, end: file.tokens[end].end), message,
                                suggestion: methods,
                                details: FindingDetails(typeName: place.typeName ?? "(free functions)",
                                                        recommendedMethods: methods ?? "the hosting view's `traitCollectionDidChange(_:)`"))
            found.details?.place = place.plainDescription
            found.details?.frozen = "dynamic_color"
            findings.append(found)
        }
    }
}
