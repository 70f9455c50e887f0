import SpriteKit
import UIKit

final class GameScene: SKScene {
    private let ball = SKShapeNode(circleOfRadius: 12)
    private let score = SKLabelNode(fontNamed: "Menlo")

    override func didMove(to view: SKView) {
        // SpriteKit resolves these once: they keep the appearance of this moment.
        ball.fillColor = .label
        ball.strokeColor = .separator
        score.fontColor = .label
        addChild(ball)
        addChild(score)
    }
}

final class GameViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let skView = SKView(frame: view.bounds)
        skView.presentScene(GameScene(size: view.bounds.size))
        view.addSubview(skView)
    }
}
