import SpriteKit
import UIKit

final class GameScene: SKScene {
    private let ball = SKShapeNode(circleOfRadius: 12)
    private let score = SKLabelNode(fontNamed: "Menlo")

    override func didMove(to view: SKView) {
        applyColors()
        addChild(ball)
        addChild(score)
    }

    /// SpriteKit resolves node colors once: the hosting controller calls this on every appearance change.
    func applyColors() {
        ball.fillColor = .label
        ball.strokeColor = .separator
        score.fontColor = .label
    }
}

final class GameViewController: UIViewController {
    private var scene: GameScene?

    override func viewDidLoad() {
        super.viewDidLoad()
        let skView = SKView(frame: view.bounds)
        let scene = GameScene(size: view.bounds.size)
        skView.presentScene(scene)
        view.addSubview(skView)
        self.scene = scene
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) == true else { return }
        scene?.applyColors()
    }
}
