import UIKit

final class ShareViewController: UIViewController {
    @IBOutlet private var preview: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        preview.image = makeCard(title: "Today")
    }

    /// The image is drawn once, with whatever appearance is current at that moment.
    private func makeCard(title: String) -> UIImage {
        let size = CGSize(width: 300, height: 160)
        return UIGraphicsImageRenderer(size: size).image { context in
            UIColor.separator.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            (title as NSString).draw(at: CGPoint(x: 16, y: 16), withAttributes: [.foregroundColor: UIColor.label])
        }
    }
}
