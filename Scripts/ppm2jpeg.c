/* Encodes a binary PPM (P6, RGB) or PGM (P5, grey) read from stdin as a baseline JPEG on stdout,
 * through the system libjpeg. Used by Scripts/make-images.py; not part of the package.
 * Build: gcc -O2 -o ppm2jpeg Scripts/ppm2jpeg.c -ljpeg      Usage: ppm2jpeg QUALITY < in.ppm > out.jpg */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

static int read_number(FILE *in) {
    int c, value = 0;
    do {
        c = getc(in);
        if (c == '#') while (c != '\n' && c != EOF) c = getc(in);
    } while (c == ' ' || c == '\t' || c == '\n' || c == '\r');
    while (c >= '0' && c <= '9') { value = value * 10 + (c - '0'); c = getc(in); }
    return value;
}

int main(int argc, char **argv) {
    int quality = argc > 1 ? atoi(argv[1]) : 90;
    if (getc(stdin) != 'P') return 2;
    int kind = getc(stdin);
    if (kind != '6' && kind != '5') return 2;
    int width = read_number(stdin), height = read_number(stdin), maxval = read_number(stdin);
    if (width <= 0 || height <= 0 || maxval != 255) return 2;
    int components = kind == '6' ? 3 : 1;
    size_t stride = (size_t)width * components;
    unsigned char *pixels = malloc(stride * height);
    if (!pixels || fread(pixels, 1, stride * height, stdin) != stride * height) return 2;

    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr jerr;
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, stdout);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = components == 3 ? JCS_RGB : JCS_GRAYSCALE;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = pixels + cinfo.next_scanline * stride;
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(pixels);
    return 0;
}
