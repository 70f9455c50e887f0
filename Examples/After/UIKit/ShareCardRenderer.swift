import UIKit

final class ShareViewController: UIViewController {
    @IBOutlet private var preview: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        preview.image = drawCard(title: "Today")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) == true else { return }
        preview.image = drawCard(title: "Today")
    }

    /// Drawn with this screen's appearance, and drawn again when it changes.
    private func drawCard(title: String) -> UIImage {
        let size = CGSize(width: 300, height: 160)
        var image = UIImage()
        traitCollection.performAsCurrent {
            image = UIGraphicsImageRenderer(size: size).image { context in
                UIColor.separator.setFill()
                context.fill(CGRect(origin: .zero, size: size))
                (title as NSString).draw(at: CGPoint(x: 16, y: 16), withAttributes: [.foregroundColor: UIColor.label])
            }
        }
        return image
    }
}
