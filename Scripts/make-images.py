#!/usr/bin/env python3
"""Regenerates the picture test fixtures and the example pictures, with the standard library only.

  Tests/PushPeekImagesTests/Fixtures/   tiny PNG / JPEG / GIF files whose pixels the tests check
  Examples/spy-agency/headshot.jpg      a 160x160 dossier photo (a drawn silhouette in sunglasses)
  Examples/podcast/podcast.png          a 160x160 cover (a microphone on a gradient)
  Examples/calendar/dinner.png          a 160x160 invitation picture (a candle-lit plate on a tablecloth)
  Examples/spy-agency/briefing.mp4      a header-only MPEG-4 movie (ftyp + moov/mvhd, 12 s, no frames):
                                        a stand-in for the video the seed's service extension downloads

PNG is written with zlib, GIF with a hand-written LZW encoder, JPEG through Scripts/ppm2jpeg.c
(compiled here with gcc against the system libjpeg, the same library pushpeek decodes with).
Usage: python3 Scripts/make-images.py   (from anywhere; needs gcc and libjpeg-dev for the JPEGs)
"""
import math
import os
import struct
import subprocess
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "PushPeekImagesTests", "Fixtures")
EXAMPLES = os.path.join(ROOT, "Examples")


# ---------------------------------------------------------------- PNG

def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_rows(rows, bpp):
    """Each row with the PNG filter (None, Sub, Up, Average, Paeth) that minimises the sum of magnitudes."""
    out = bytearray()
    previous = bytes(len(rows[0]))
    for row in rows:
        candidates = []
        for kind in range(5):
            line = bytearray([kind])
            for i, value in enumerate(row):
                left = row[i - bpp] if i >= bpp else 0
                up = previous[i]
                corner = previous[i - bpp] if i >= bpp else 0
                predict = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
                line.append((value - predict) & 0xFF)
            candidates.append(line)
        out += min(candidates, key=lambda line: sum(v if v < 128 else 256 - v for v in line[1:]))
        previous = row
    return bytes(out)


def write_png(path, width, height, rows, color_type, palette=None, trns=None, raw_ihdr=None):
    bpp = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    ihdr = raw_ihdr or struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr)
    if palette:
        data += png_chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns:
        data += png_chunk(b"tRNS", bytes(trns))
    data += png_chunk(b"IDAT", zlib.compress(filter_rows(rows, bpp) if rows else b"", 9))
    data += png_chunk(b"IEND", b"")
    save(path, data)


# ---------------------------------------------------------------- GIF

def lzw_encode(indices, min_code_size):
    """GIF LZW: clear code first, widths grow as the decoder expects, a clear when the table is full."""
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    out, bits, nbits = bytearray(), 0, 0

    def emit(code, size):
        nonlocal bits, nbits
        bits |= code << nbits
        nbits += size
        while nbits >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            nbits -= 8

    def reset():
        return {bytes([i]): i for i in range(clear)}, end + 1, min_code_size + 1

    table, next_code, size = reset()
    emit(clear, size)
    word = bytes([indices[0]])
    for index in indices[1:]:
        extended = word + bytes([index])
        if extended in table:
            word = extended
            continue
        emit(table[word], size)
        if next_code < 4096:
            table[extended] = next_code
            next_code += 1
            if next_code > (1 << size) and size < 12:
                size += 1
        else:
            emit(clear, size)
            table, next_code, size = reset()
        word = bytes([index])
    emit(table[word], size)
    emit(end, size)
    if nbits:
        out.append(bits & 0xFF)
    return bytes(out)


def color_table(colors):
    size = 2
    while size < len(colors):
        size *= 2
    padded = list(colors) + [(0, 0, 0)] * (size - len(colors))
    return b"".join(bytes(c) for c in padded), size.bit_length() - 2


def gif_frame(width, height, indices, left=0, top=0, local=None, interlace=False, transparent=None):
    data = b""
    if transparent is not None:
        data += b"\x21\xF9\x04" + bytes([1]) + b"\x00\x00" + bytes([transparent]) + b"\x00"
    flags = 0x40 if interlace else 0
    table = b""
    if local:
        table, bits = color_table(local)
        flags |= 0x80 | bits
    data += b"\x2C" + struct.pack("<HHHHB", left, top, width, height, flags) + table
    rows = [indices[y * width:(y + 1) * width] for y in range(height)]
    if interlace:
        order = list(range(0, height, 8)) + list(range(4, height, 8)) + list(range(2, height, 4)) + list(range(1, height, 2))
        rows = [rows[y] for y in order]
    flat = [v for row in rows for v in row]
    min_code_size = max(2, max(flat).bit_length())
    packed = lzw_encode(flat, min_code_size)
    data += bytes([min_code_size])
    for start in range(0, len(packed), 255):
        block = packed[start:start + 255]
        data += bytes([len(block)]) + block
    return data + b"\x00"


def write_gif(path, width, height, frames, palette=None, version=b"GIF89a"):
    flags, table = 0, b""
    if palette:
        table, bits = color_table(palette)
        flags = 0x80 | 0x70 | bits
    save(path, version + struct.pack("<HHBBB", width, height, flags, 0, 0) + table + b"".join(frames) + b"\x3B")


# ---------------------------------------------------------------- JPEG

def write_jpeg(path, width, height, pixels, quality, grey=False):
    """pixels: bytes, RGB (or grey) rows top to bottom."""
    with tempfile.TemporaryDirectory() as folder:
        tool = os.path.join(folder, "ppm2jpeg")
        subprocess.run(["gcc", "-O2", "-o", tool, os.path.join(ROOT, "Scripts", "ppm2jpeg.c"), "-ljpeg"], check=True)
        header = (b"P5" if grey else b"P6") + b"\n%d %d\n255\n" % (width, height)
        result = subprocess.run([tool, str(quality)], input=header + bytes(pixels), stdout=subprocess.PIPE, check=True)
    save(path, result.stdout)


def save(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
    print(f"{os.path.relpath(path, ROOT)}: {len(data)} bytes")


# ---------------------------------------------------------------- drawing

def render(width, height, paint, samples=3):
    """RGB rows of a picture whose colour at a point is paint(x, y), supersampled samples² per pixel."""
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            total = [0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    color = paint(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)
                    for i in range(3):
                        total[i] += color[i]
            row += bytes(min(255, max(0, round(v / samples ** 2))) for v in total)
        rows.append(bytes(row))
    return rows


def inside_ellipse(x, y, cx, cy, rx, ry):
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def headshot(x, y):
    skin, shade = (224, 182, 150), (196, 150, 120)
    suit, shirt, tie = (32, 33, 40), (236, 236, 240), (150, 30, 40)
    hair, glass = (48, 34, 26), (18, 20, 26)
    color = mix((92, 104, 122), (44, 50, 62), y / 160)                # backdrop
    if inside_ellipse(x, y, 80, 182, 74, 58):                          # shoulders
        color = suit
        if abs(x - 80) < 22 - (y - 128) * 0.1 and y > 124 and abs(x - 80) < (y - 118) * 0.9:
            color = shirt                                              # collar opening
            if abs(x - 80) < 4 + (y - 128) * 0.08 and y > 130:
                color = tie
    if 66 <= x <= 94 and 98 <= y <= 130 and y < 122 + abs(x - 80) * 0.6:
        color = shade                                                  # neck
    if inside_ellipse(x, y, 47, 76, 6, 10) or inside_ellipse(x, y, 113, 76, 6, 10):
        color = shade                                                  # ears
    if inside_ellipse(x, y, 80, 72, 33, 42):
        color = skin                                                   # face
        if x > 98:
            color = mix(skin, shade, min(1, (x - 98) / 16))
        if inside_ellipse(x, y, 80, 97, 9, 2.2) and y > 96:
            color = (160, 92, 84)                                      # mouth
    if inside_ellipse(x, y, 80, 58, 36, 32) and y < 50 + abs(x - 80) * 0.35:
        color = hair
    for cx in (67, 93):                                                # sunglasses
        if inside_ellipse(x, y, cx, 72, 11, 7.5):
            color = glass
            if inside_ellipse(x, y, cx - 4, 70, 3, 1.6):
                color = (120, 130, 150)                                # glint
    if 76 <= x <= 84 and 70 <= y <= 72:
        color = glass                                                  # bridge
    return color


def podcast(x, y):
    t = (x + y) / 320
    color = mix((76, 36, 150), (246, 112, 64), t)                      # gradient
    dx, dy = x - 80, y - 70
    radius = math.hypot(dx, dy)
    for ring in (46, 58, 70):                                          # sound waves
        if abs(radius - ring) < 2.5 and abs(dx) > 30:
            color = mix(color, (255, 255, 255), 0.55)
    white, grille = (248, 246, 252), (190, 186, 205)
    if abs(dx) <= 15 and -40 <= dy <= 12:                              # capsule
        top, bottom = -25, -3
        inside = (top <= dy <= bottom) or math.hypot(dx, dy - (top if dy < top else bottom)) <= 15
        if inside:
            color = white
            if top - 10 < dy < bottom + 10 and int(dy + 40) % 6 < 2 and abs(dx) < 12:
                color = grille
    if 21 <= radius <= 25 and dy >= -3:                                # holder
        color = white
    if abs(dx) <= 3 and 22 <= dy <= 40:                                # stand
        color = white
    if abs(dx) <= 20 and 38 <= dy <= 43:                               # base
        color = white
    return color


def dinner(x, y):
    color = mix((40, 30, 52), (70, 46, 60), y / 90)                    # candle-lit room
    if y > 88:                                                         # checkered tablecloth
        color = (196, 48, 52) if (int(x // 16) + int((y - 88) // 12)) % 2 == 0 else (238, 232, 226)
    if inside_ellipse(x, y, 80, 118, 54, 24):
        color = (250, 250, 250)                                        # plate
        if inside_ellipse(x, y, 80, 118, 38, 16):
            color = (236, 236, 240)
            if inside_ellipse(x, y, 80, 114, 22, 10):
                color = (120, 70, 40)                                  # chocolate cake
                if y < 110:
                    color = (250, 210, 220)                            # icing
    if 120 <= x <= 130 and 36 <= y <= 96:
        color = (246, 238, 210)                                        # candle
    if inside_ellipse(x, y, 125, 26, 5, 10):
        color = (255, 200, 60)                                         # flame
        if inside_ellipse(x, y, 125, 30, 2.5, 5):
            color = (255, 250, 220)
    glow = math.hypot(x - 125, y - 26)
    if 10 < glow < 40 and color[0] < 100:
        color = mix(color, (255, 190, 90), 0.25 * (1 - (glow - 10) / 30))
    return color


def mp4_box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind + payload


def header_only_mp4(seconds, timescale=1000):
    """An ISO media file with just ftyp and moov/mvhd: a duration, no tracks."""
    ftyp = mp4_box(b"ftyp", b"isom" + struct.pack(">I", 512) + b"isomiso2mp41")
    matrix = struct.pack(">9I", 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)
    mvhd = mp4_box(b"mvhd", struct.pack(">I", 0) + struct.pack(">IIII", 0, 0, timescale, seconds * timescale)
                   + struct.pack(">IH", 0x10000, 0x100) + bytes(10) + matrix + bytes(24) + struct.pack(">I", 2))
    return ftyp + mp4_box(b"moov", mvhd)


# ---------------------------------------------------------------- outputs

def lcg_indices(count, colors):
    state, out = 1, []
    for _ in range(count):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((state >> 16) % colors)
    return out


def fixtures():
    rgba = [bytes([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]),
            bytes([255, 255, 255, 255, 0, 0, 0, 0, 255, 128, 0, 128])]
    write_png(os.path.join(FIXTURES, "rgba.png"), 3, 2, rgba, 6)
    write_png(os.path.join(FIXTURES, "palette.png"), 2, 2, [bytes([0, 1]), bytes([1, 0])], 3,
              palette=[(10, 20, 30), (200, 100, 50)], trns=[255, 0])
    write_png(os.path.join(FIXTURES, "huge-header.png"), 20000, 20000, [], 6)

    quad = []
    for y in range(32):
        for x in range(32):
            quad += [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][(y >= 16) * 2 + (x >= 16)]
    write_jpeg(os.path.join(FIXTURES, "quadrants.jpg"), 32, 32, quad, 95)
    write_jpeg(os.path.join(FIXTURES, "grey.jpg"), 8, 8, [128] * 64, 95, grey=True)

    palette = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]
    first = [1, 2, 3, 0, 0, 1, 2, 3, 3, 3, 3, 3]
    write_gif(os.path.join(FIXTURES, "first-frame.gif"), 4, 3,
              [gif_frame(4, 3, first, transparent=0), gif_frame(4, 3, [2] * 12)], palette=palette)
    ramp = [(i * 16, 255 - i * 16, 100) for i in range(16)]
    rows = [y for y in range(10) for _ in range(2)]
    write_gif(os.path.join(FIXTURES, "interlaced.gif"), 3, 11,
              [gif_frame(2, 10, rows, left=1, top=1, local=ramp, interlace=True)])
    noise_palette = [(i * 17, (i * 53) % 256, 255 - i * 17) for i in range(16)]
    write_gif(os.path.join(FIXTURES, "noise.gif"), 128, 96, [gif_frame(128, 96, lcg_indices(128 * 96, 16))],
              palette=noise_palette, version=b"GIF87a")


def examples():
    shot = render(160, 160, headshot)
    write_jpeg(os.path.join(EXAMPLES, "spy-agency", "headshot.jpg"), 160, 160, b"".join(shot), 82)
    cover = render(160, 160, podcast)
    write_png(os.path.join(EXAMPLES, "podcast", "podcast.png"), 160, 160, cover, 2)
    table = render(160, 160, dinner)
    write_png(os.path.join(EXAMPLES, "calendar", "dinner.png"), 160, 160, table, 2)
    save(os.path.join(EXAMPLES, "spy-agency", "briefing.mp4"), header_only_mp4(12))


if __name__ == "__main__":
    fixtures()
    examples()
