"""A PNG reader for probing pictures: 8-bit RGB or RGBA, not interlaced (what
rsvg-convert writes), decoded with zlib alone."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path


class Picture:
    def __init__(self, width: int, height: int, channels: int, rows: list[bytes]):
        self.width, self.height, self.channels, self.rows = width, height, channels, rows

    def pixel(self, x: float, y: float) -> tuple[int, int, int, int]:
        """(r, g, b, a) of the pixel covering the point (x, y)."""
        column, row = int(x), int(y)
        assert 0 <= column < self.width and 0 <= row < self.height, (x, y, self.width, self.height)
        start = column * self.channels
        values = self.rows[row][start:start + self.channels]
        return (values[0], values[1], values[2], values[3] if self.channels == 4 else 255)


def read_png(path: Path) -> Picture:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, header, compressed = 8, None, b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    assert header is not None, "no IHDR"
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows: list[bytes] = []
    previous = bytearray(stride)
    for index in range(height):
        offset = index * (stride + 1)
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 0xFF
            else:
                assert kind == 0, f"filter {kind}"
        rows.append(bytes(line))
        previous = line
    return Picture(width, height, channels, rows)
