/*
 * make-model: derives two build artefacts from Debian's en-us model (see README.md, "Engine").
 *
 *   make-model ci-sendump <sendump in> <sendump out> <n CI senones>
 *     Keeps only the context-independent senones' mixture weights, for the CI-only model the
 *     aligner and the phone loop share (their per-frame scores are then normalised against the
 *     same senone set, which is what makes goodness of pronunciation comparable).
 *   make-model lm-dict <lm.bin> <cmudict> <n words> <dict out>
 *     Writes the n most probable (by unigram) words of the LM that have a pronunciation, with
 *     all their variants: the recogniser's dictionary (smaller search, less memory, faster).
 */
#include <sphinxbase/ngram_model.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/err.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int read_i32(FILE *f, int32_t *v) { return fread(v, 4, 1, f) == 1 ? 0 : -1; }

static int ci_sendump(const char *in_path, const char *out_path, int n_ci) {
    FILE *in = fopen(in_path, "rb"), *out = fopen(out_path, "wb");
    if (!in || !out) { perror("make-model"); return 1; }
    /* Header: length-prefixed strings until a zero length (copied as is). */
    for (;;) {
        int32_t n;
        if (read_i32(in, &n) < 0) return 2;
        fwrite(&n, 4, 1, out);
        if (n == 0) break;
        if (n < 0 || n > 65536) return 3;
        char *buf = malloc((size_t)n);
        if (!buf || fread(buf, 1, (size_t)n, in) != (size_t)n) return 4;
        fwrite(buf, 1, (size_t)n, out);
        free(buf);
    }
    int32_t rows, cols;
    if (read_i32(in, &rows) < 0 || read_i32(in, &cols) < 0 || n_ci > cols) return 5;
    int32_t new_cols = n_ci;
    fwrite(&rows, 4, 1, out);
    fwrite(&new_cols, 4, 1, out);
    /* The body is n_feat x rows rows of cols bytes; keep the first n_ci bytes of each. */
    unsigned char *row = malloc((size_t)cols);
    size_t got;
    while ((got = fread(row, 1, (size_t)cols, in)) == (size_t)cols) fwrite(row, 1, (size_t)n_ci, out);
    free(row);
    if (got != 0) return 6;
    fclose(in);
    return fclose(out) == 0 ? 0 : 7;
}

typedef struct { char *word; int32 score; } entry_t;

static int cmp_str_ptr(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int by_score_desc(const void *a, const void *b) {
    const entry_t *x = a, *y = b;
    return (y->score > x->score) - (y->score < x->score);
}

static int lm_dict(const char *lm_path, const char *dict_path, int n_words, const char *out_path) {
    logmath_t *lmath = logmath_init(1.0001, 0, 0);
    ngram_model_t *lm = ngram_model_read(NULL, lm_path, NGRAM_AUTO, lmath);
    FILE *dict = fopen(dict_path, "r");
    if (!lm || !dict) return 1;
    size_t cap = 1 << 18, n = 0;
    entry_t *entries = malloc(cap * sizeof *entries);
    char line[1024];
    while (fgets(line, sizeof line, dict)) {
        char word[256];
        if (sscanf(line, "%255s", word) != 1 || strchr(word, '(')) continue;
        int32 wid = ngram_wid(lm, word);
        if (wid == NGRAM_INVALID_WID || wid == ngram_unknown_wid(lm)) continue;
        if (n == cap) entries = realloc(entries, (cap *= 2) * sizeof *entries);
        entries[n].word = strdup(word);
        entries[n].score = ngram_score(lm, word, NULL);
        n++;
    }
    qsort(entries, n, sizeof *entries, by_score_desc);
    if ((size_t)n_words < n) n = (size_t)n_words;
    /* Keep the chosen words (sorted for bsearch) and copy their lines, variants included. */
    char **keep = malloc(n * sizeof *keep);
    for (size_t i = 0; i < n; i++) keep[i] = entries[i].word;
    qsort(keep, n, sizeof *keep, cmp_str_ptr);
    FILE *out = fopen(out_path, "w");
    if (!out) return 2;
    rewind(dict);
    size_t written = 0;
    while (fgets(line, sizeof line, dict)) {
        char word[256];
        if (sscanf(line, "%255s", word) != 1) continue;
        char *paren = strchr(word, '(');
        if (paren) *paren = '\0';
        const char *key = word;
        if (bsearch(&key, keep, n, sizeof *keep, cmp_str_ptr)) {
            fputs(line, out);
            written++;
        }
    }
    fclose(dict);
    fprintf(stderr, "make-model: %zu words, %zu pronunciations\n", n, written);
    return fclose(out) == 0 ? 0 : 3;
}

int main(int argc, char **argv) {
    err_set_logfp(NULL);
    if (argc == 5 && strcmp(argv[1], "ci-sendump") == 0) return ci_sendump(argv[2], argv[3], atoi(argv[4]));
    if (argc == 6 && strcmp(argv[1], "lm-dict") == 0) return lm_dict(argv[2], argv[3], atoi(argv[4]), argv[5]);
    fprintf(stderr, "usage: make-model ci-sendump IN OUT N | lm-dict LM DICT N OUT\n");
    return 64;
}
