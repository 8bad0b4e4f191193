import PushPeekCanvas

/// Writes a rendered card as a self-contained HTML page (`render --format html`): the SVG picture
/// of `SVGWriter` inline, on the theme's screen background, with inline styles only — no script,
/// no stylesheet or font to fetch — and a content security policy that forbids both anyway.
public enum HTMLWriter {
    public static func write(_ card: RenderedCard, theme: Theme, title: String) -> String {
        let backdrop = PicturePalette(theme: theme).backdrop.hex
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupText.escaped(title))</title>
            </head>
            <body style="margin:0;padding:0;background:\(backdrop)">

            """ + SVGWriter.element(card, theme: theme, title: title) + """
            </body>
            </html>

            """
    }
}
