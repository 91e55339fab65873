/*
 * ps-helper: the speech engine's native half. speech-server starts one per core.
 *
 * It loads the PocketSphinx en-us acoustic model into a number of "slots" and decodes
 * many utterances at once, interleaved, so one helper can serve several live streams:
 *   - align decoder (FSG/JSGF search, small dictionary): forced alignment with a grammar
 *     whose words are single phones (see README.md), or a grammar of spoken options;
 *   - phone decoder (allphone search, CI phones, phonetic LM): free phone loop over the same
 *     frames, the contrast for goodness of pronunciation;
 *   - recogniser (n-gram search, full dictionary and LM), only in the first R slots.
 * The n-gram and phone LMs are loaded once and shared between slots.
 *
 * Protocol (stdin): a header line "<cmd> <slot> <nbytes>[ <flag>]\n" then <nbytes> of payload.
 * Every command gets exactly one JSON line on stdout, in order.
 *   start <slot> <n>       payload "<decoders>\n<grammar>": decoders is a comma list of
 *                          align,phone,lm; the grammar (JSGF or FSG text) is for align.
 *   audio <slot> <n> [p]   payload: 16 kHz s16le PCM. With flag p the reply has partial hyps.
 *   end <slot> 0           finish the utterance; reply with segments of each decoder.
 *   abort <slot> 0         finish and discard.
 *   ping 0 0
 */
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/ngram_model.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/ckd_alloc.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_SLOTS 64
#define MAX_PAYLOAD (64 * 1024 * 1024)

enum { DEC_ALIGN = 0, DEC_PHONE = 1, DEC_LM = 2, N_DEC = 3 };
static const char *DEC_NAMES[N_DEC] = {"align", "phone", "lm"};

#define MAX_CEPLEN 32

typedef struct {
    ps_decoder_t *dec[N_DEC];
    /* Each decoder's initial cepstral mean, restored at every utterance: live CMN would
     * otherwise carry over from whoever used the slot before, and results would depend on
     * the order sessions happened to share a slot in. */
    mfcc_t cmn_init[N_DEC][MAX_CEPLEN];
    /* The start of each utterance is held back until prime_samples (--prime-ms) have arrived, so the
     * cepstral mean can be estimated from the speaker's own audio before decoding starts. */
    int16 *prime;
    size_t prime_len;
    int primed;
    int active[N_DEC];
    int grammar_serial;
    int in_utt;
} slot_t;

static slot_t slots[MAX_SLOTS];
#define MAX_PRIME_SAMPLES (16000 * 10)
static size_t prime_samples = 16000 * 5 / 2;
static fe_t *prime_fe = NULL;
static mfcc_t **prime_cep = NULL;
static int n_slots = 2;
static int n_recognisers = 1;
static const char *ci_model_dir = NULL;
static const char *recognizer_dict = NULL;
static const char *model_dir = "/usr/share/pocketsphinx/model/en-us";
static ngram_model_t *shared_lm = NULL;
static ngram_model_t *shared_phone_lm = NULL;

static const char *CI_PHONES[] = {"AA", "AE", "AH", "AO", "AW", "AY", "B",  "CH", "D",  "DH",
                                  "EH", "ER", "EY", "F",  "G",  "HH", "IH", "IY", "JH", "K",
                                  "L",  "M",  "N",  "NG", "OW", "OY", "P",  "R",  "S",  "SH",
                                  "T",  "TH", "UH", "UW", "V",  "W",  "Y",  "Z",  "ZH"};
#define N_CI_PHONES (sizeof(CI_PHONES) / sizeof(CI_PHONES[0]))

/* ---------- output ---------- */

static void put_json_string(const char *s) {
    putchar('"');
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            putchar('\\');
            putchar(c);
        } else if (c < 0x20) {
            printf("\\u%04x", c);
        } else {
            putchar(c);
        }
    }
    putchar('"');
}

static void reply_error(const char *message) {
    fputs("{\"ok\":0,\"error\":", stdout);
    put_json_string(message);
    fputs("}\n", stdout);
    fflush(stdout);
}

static void reply_ok(void) {
    fputs("{\"ok\":1}\n", stdout);
    fflush(stdout);
}

/* ---------- decoders ---------- */

static cmd_ln_t *base_config(const char *dict, int allphone, int ci_only) {
    char hmm[1024], noisedict[1024];
    if (ci_only) snprintf(hmm, sizeof hmm, "%s", ci_model_dir);
    else snprintf(hmm, sizeof hmm, "%s/en-us", model_dir);
    snprintf(noisedict, sizeof noisedict, "%s/en-us/noisedict", model_dir);
    /* Live CMN (batch CMN would hold every frame until the end), no VAD frame removal
     * (timings must stay on the audio's clock). No dither here: its generator is shared by all
     * slots, which would make results depend on interleaving; speech-server dithers instead. */
    return cmd_ln_init(NULL, ps_args(), TRUE,
                       "-hmm", hmm,
                       "-dict", dict,
                       "-fdict", noisedict,
                       "-cmn", "live",
                       "-remove_silence", "no",
                       "-remove_noise", "no",
                       "-allphone_ci", allphone ? "yes" : "no",
                       "-bestpath", "yes",
                       "-compallsen", ci_only ? "yes" : "no",
                       "-logfn", "/dev/null",
                       NULL);
}

static ps_decoder_t *new_align_decoder(const char *empty_dict) {
    cmd_ln_t *config = base_config(empty_dict, 0, 1);
    if (!config) return NULL;
    /* Far wider beams than the defaults. Every phone is a word here, so the default word-exit
     * beam (7e-29) pruned at each phone: a learner's first phones that sound like a later word
     * ("Lucy" heard as "N UW", as in "new") won the search early, the right path was pruned, and
     * the reading was forced over later words, reporting the first ones omitted. On the
     * calibration corpus this was most false omissions; the aligner's graph is small (one
     * text), so the cost is a few per cent of CPU (README.md "Engine"). */
    cmd_ln_set_float_r(config, "-beam", 1e-120);
    cmd_ln_set_float_r(config, "-wbeam", 1e-120);
    cmd_ln_set_float_r(config, "-pbeam", 1e-120);
    ps_decoder_t *ps = ps_init(config);
    cmd_ln_free_r(config);
    if (!ps) return NULL;
    /* Every CI phone as a word, five ways: inside a word, word-initial (_B), word-final (_E),
     * a whole one-phone word (_S), and garbage outside any word (_G), so a phone-level
     * hypothesis still shows word boundaries and what matched no word. */
    char word[16];
    static const char *suffixes[] = {"", "_B", "_E", "_S", "_G"};
    const int n_suffixes = (int)(sizeof suffixes / sizeof suffixes[0]);
    for (size_t p = 0; p < N_CI_PHONES; p++) {
        for (int s = 0; s < n_suffixes; s++) {
            snprintf(word, sizeof word, "%s%s", CI_PHONES[p], suffixes[s]);
            int last = (p == N_CI_PHONES - 1 && s == n_suffixes - 1);
            if (ps_add_word(ps, word, CI_PHONES[p], last) < 0) {
                ps_free(ps);
                return NULL;
            }
        }
    }
    return ps;
}

static ps_decoder_t *new_phone_decoder(const char *empty_dict) {
    cmd_ln_t *config = base_config(empty_dict, 1, 1);
    if (!config) return NULL;
    ps_decoder_t *ps = ps_init(config);
    cmd_ln_free_r(config);
    if (!ps) return NULL;
    if (ps_set_allphone(ps, "allphone", shared_phone_lm) < 0 || ps_set_search(ps, "allphone") < 0) {
        ps_free(ps);
        return NULL;
    }
    return ps;
}

static ps_decoder_t *new_lm_decoder(void) {
    char dict[1024];
    if (recognizer_dict) snprintf(dict, sizeof dict, "%s", recognizer_dict);
    else snprintf(dict, sizeof dict, "%s/cmudict-en-us.dict", model_dir);
    cmd_ln_t *config = base_config(dict, 0, 0);
    if (!config) return NULL;
    /* Narrower beams than the defaults: replies are short and latency matters more. */
    cmd_ln_set_float_r(config, "-beam", 1e-40);
    cmd_ln_set_float_r(config, "-wbeam", 1e-30);
    cmd_ln_set_float_r(config, "-pbeam", 1e-40);
    cmd_ln_set_int_r(config, "-maxhmmpf", 4000);
    /* No second (flat-lexicon) pass: it would run after the last frame and cost latency. */
    cmd_ln_set_boolean_r(config, "-fwdflat", FALSE);
    ps_decoder_t *ps = ps_init(config);
    cmd_ln_free_r(config);
    if (!ps) return NULL;
    if (ps_set_lm(ps, "lm", shared_lm) < 0 || ps_set_search(ps, "lm") < 0) {
        ps_free(ps);
        return NULL;
    }
    return ps;
}

static void remember_cmn(slot_t *slot, int d) {
    cmn_t *cmn = ps_get_feat(slot->dec[d])->cmn_struct;
    int n = cmn->veclen < MAX_CEPLEN ? cmn->veclen : MAX_CEPLEN;
    memcpy(slot->cmn_init[d], cmn->cmn_mean, (size_t)n * sizeof(mfcc_t));
}

static int load_models(void) {
    char path[1024], empty_dict[] = "/dev/null";
    logmath_t *lmath = logmath_init(1.0001, 0, 0);
    snprintf(path, sizeof path, "%s/en-us-phone.lm.bin", model_dir);
    shared_phone_lm = ngram_model_read(NULL, path, NGRAM_AUTO, lmath);
    if (!shared_phone_lm) return -1;
    if (n_recognisers > 0) {
        snprintf(path, sizeof path, "%s/en-us.lm.bin", model_dir);
        shared_lm = ngram_model_read(NULL, path, NGRAM_AUTO, lmath);
        if (!shared_lm) return -1;
        /* Read without a config, so the decoder's language weight and word insertion
         * penalty (defaults 6.5 and 0.65) must be applied here, once, for every slot. */
        ngram_model_apply_weights(shared_lm, 6.5, 0.65);
    }
    for (int s = 0; s < n_slots; s++) {
        slots[s].dec[DEC_ALIGN] = new_align_decoder(empty_dict);
        slots[s].dec[DEC_PHONE] = new_phone_decoder(empty_dict);
        if (!slots[s].dec[DEC_ALIGN] || !slots[s].dec[DEC_PHONE]) return -1;
        if (s < n_recognisers) {
            slots[s].dec[DEC_LM] = new_lm_decoder();
            if (!slots[s].dec[DEC_LM]) return -1;
        }
        for (int d = 0; d < N_DEC; d++) {
            if (slots[s].dec[d]) remember_cmn(&slots[s], d);
        }
        slots[s].prime = ckd_calloc(MAX_PRIME_SAMPLES, sizeof(int16));
    }
    /* The aligner's front end settings (all decoders share them, from feat.params). */
    prime_fe = fe_init_auto_r(ps_get_config(slots[0].dec[DEC_ALIGN]));
    if (!prime_fe) return -1;
    prime_cep = (mfcc_t **)ckd_calloc_2d(MAX_PRIME_SAMPLES / 160 + 8, fe_get_output_size(prime_fe), sizeof(mfcc_t));
    return 0;
}

/* ---------- commands ---------- */

static void finish_utterance(slot_t *slot) {
    for (int d = 0; d < N_DEC; d++) {
        if (slot->active[d]) ps_end_utt(slot->dec[d]);
    }
    slot->in_utt = 0;
}

/* A grammar is either JSGF (short option lists) or a Sphinx FSG (the reading grammars, built
 * without null transitions so that thousand-word texts compile in milliseconds). */
static int set_grammar(ps_decoder_t *ps, const char *name, char *grammar) {
    if (strncmp(grammar, "FSG_BEGIN", 9) != 0) return ps_set_jsgf_string(ps, name, grammar);
    FILE *fp = fmemopen(grammar, strlen(grammar), "r");
    if (!fp) return -1;
    fsg_model_t *fsg = fsg_model_read(fp, ps_get_logmath(ps), cmd_ln_float32_r(ps_get_config(ps), "-lw"));
    fclose(fp);
    if (!fsg) return -1;
    int result = ps_set_fsg(ps, name, fsg);
    fsg_model_free(fsg);
    return result;
}

static void cmd_start(slot_t *slot, int slot_id, char *payload) {
    if (slot->in_utt) finish_utterance(slot);
    memset(slot->active, 0, sizeof slot->active);
    char *grammar = strchr(payload, '\n');
    if (grammar) *grammar++ = '\0';
    for (char *tok = strtok(payload, ","); tok; tok = strtok(NULL, ",")) {
        int found = 0;
        for (int d = 0; d < N_DEC; d++) {
            if (strcmp(tok, DEC_NAMES[d]) == 0) {
                if (!slot->dec[d]) {
                    reply_error("this slot has no such decoder");
                    return;
                }
                slot->active[d] = 1;
                found = 1;
            }
        }
        if (!found) {
            reply_error("unknown decoder name");
            return;
        }
    }
    if (slot->active[DEC_ALIGN]) {
        if (!grammar || !*grammar) {
            reply_error("align needs a JSGF grammar");
            return;
        }
        /* Each utterance gets its own search name; the previous one is dropped so memory
         * stays flat however many utterances a slot serves. */
        char name[32], old[32];
        snprintf(old, sizeof old, "g%d_%d", slot_id, slot->grammar_serial);
        snprintf(name, sizeof name, "g%d_%d", slot_id, ++slot->grammar_serial);
        if (set_grammar(slot->dec[DEC_ALIGN], name, grammar) < 0 || ps_set_search(slot->dec[DEC_ALIGN], name) < 0) {
            reply_error("grammar rejected by the decoder");
            memset(slot->active, 0, sizeof slot->active);
            return;
        }
        if (slot->grammar_serial > 1) ps_unset_search(slot->dec[DEC_ALIGN], old);
    }
    for (int d = 0; d < N_DEC; d++) {
        /* A new stream per utterance: frame numbers (and so word timings, and the PCM ranges the
         * analysis reads by them) start at 0 again instead of running on from the slot's last
         * utterance. */
        if (slot->active[d] && (ps_start_stream(slot->dec[d]) < 0 || ps_start_utt(slot->dec[d]) < 0)) {
            reply_error("could not start the utterance");
            memset(slot->active, 0, sizeof slot->active);
            return;
        }
    }
    slot->in_utt = 1;
    slot->prime_len = 0;
    slot->primed = 0;
    reply_ok();
}

/* Sets every active decoder's cepstral mean to the mean of the held-back audio (the
 * model's initial mean when there is too little), then decodes that audio. */
static int prime_and_flush(slot_t *slot) {
    slot->primed = 1;
    int n_frames = 0;
    int veclen = fe_get_output_size(prime_fe);
    mfcc_t mean[MAX_CEPLEN] = {0};
    if (slot->prime_len >= 8000) {
        const int16 *ptr = slot->prime;
        size_t remaining = slot->prime_len;
        int32 max_frames = MAX_PRIME_SAMPLES / 160 + 8;
        fe_start_utt(prime_fe);
        fe_process_frames(prime_fe, &ptr, &remaining, prime_cep, &max_frames, NULL);
        int32 last = 0;
        fe_end_utt(prime_fe, prime_cep[max_frames < MAX_PRIME_SAMPLES / 160 + 7 ? max_frames : 0], &last);
        n_frames = max_frames + last;
        for (int f = 0; f < n_frames; f++)
            for (int c = 0; c < veclen && c < MAX_CEPLEN; c++) mean[c] += prime_cep[f][c] / n_frames;
    }
    for (int d = 0; d < N_DEC; d++) {
        if (!slot->active[d]) continue;
        cmn_live_set(ps_get_feat(slot->dec[d])->cmn_struct, n_frames > 0 ? mean : slot->cmn_init[d]);
        if (slot->prime_len > 0 && ps_process_raw(slot->dec[d], slot->prime, slot->prime_len, FALSE, FALSE) < 0) return -1;
    }
    slot->prime_len = 0;
    return 0;
}

static void put_partial(ps_decoder_t *ps) {
    int32 score = 0;
    const char *hyp = ps_get_hyp(ps, &score);
    put_json_string(hyp ? hyp : "");
}

static void cmd_audio(slot_t *slot, const char *payload, size_t nbytes, int want_partial, int full_utt) {
    if (!slot->in_utt) {
        reply_error("no utterance started");
        return;
    }
    const int16 *pcm = (const int16 *)payload;
    size_t n = nbytes / 2;
    if (!slot->primed) {
        size_t take = n < prime_samples - slot->prime_len ? n : prime_samples - slot->prime_len;
        memcpy(slot->prime + slot->prime_len, pcm, take * sizeof(int16));
        slot->prime_len += take;
        pcm += take;
        n -= take;
        if (slot->prime_len == prime_samples && prime_and_flush(slot) < 0) {
            reply_error("decoder failed on audio");
            return;
        }
    }
    for (int d = 0; d < N_DEC && n > 0; d++) {
        if (slot->active[d] && ps_process_raw(slot->dec[d], pcm, n, FALSE, full_utt) < 0) {
            reply_error("decoder failed on audio");
            return;
        }
    }
    if (!want_partial) {
        reply_ok();
        return;
    }
    fputs("{\"ok\":1", stdout);
    for (int d = 0; d < N_DEC; d++) {
        if (!slot->active[d] || d == DEC_PHONE) continue;
        printf(",\"%s\":", DEC_NAMES[d]);
        put_partial(slot->dec[d]);
    }
    printf(",\"frames\":%d}\n", ps_get_n_frames(slot->dec[slot->active[DEC_ALIGN] ? DEC_ALIGN : slot->active[DEC_LM] ? DEC_LM : DEC_PHONE]));
    fflush(stdout);
}

static void put_result(ps_decoder_t *ps) {
    int32 score = 0;
    const char *hyp = ps_get_hyp(ps, &score);
    logmath_t *lmath = ps_get_logmath(ps);
    fputs("{\"hyp\":", stdout);
    put_json_string(hyp ? hyp : "");
    printf(",\"score\":%d,\"frames\":%d,\"segs\":[", score, ps_get_n_frames(ps));
    int first = 1;
    for (ps_seg_t *seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
        int sf, ef;
        int32 ascr = 0, lscr = 0, lback = 0;
        ps_seg_frames(seg, &sf, &ef);
        int32 post = ps_seg_prob(seg, &ascr, &lscr, &lback);
        if (!first) putchar(',');
        first = 0;
        putchar('[');
        put_json_string(ps_seg_word(seg));
        printf(",%d,%d,%d,%d,%.4f]", sf, ef, ascr, lscr, logmath_exp(lmath, post));
    }
    fputs("]}", stdout);
}

static void cmd_end(slot_t *slot) {
    if (!slot->in_utt) {
        reply_error("no utterance started");
        return;
    }
    if (!slot->primed && prime_and_flush(slot) < 0) {
        finish_utterance(slot);
        reply_error("decoder failed on audio");
        return;
    }
    finish_utterance(slot);
    fputs("{\"ok\":1", stdout);
    for (int d = 0; d < N_DEC; d++) {
        if (!slot->active[d]) continue;
        printf(",\"%s\":", DEC_NAMES[d]);
        put_result(slot->dec[d]);
    }
    fputs("}\n", stdout);
    fflush(stdout);
    memset(slot->active, 0, sizeof slot->active);
}

/* ---------- main loop ---------- */

static int read_exact(char *buf, size_t n) {
    size_t got = 0;
    while (got < n) {
        size_t r = fread(buf + got, 1, n - got, stdin);
        if (r == 0) return -1;
        got += r;
    }
    return 0;
}

int main(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--slots") == 0) n_slots = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--recognisers") == 0) n_recognisers = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--model") == 0) model_dir = argv[i + 1];
        else if (strcmp(argv[i], "--ci-model") == 0) ci_model_dir = argv[i + 1];
        else if (strcmp(argv[i], "--recognizer-dict") == 0) recognizer_dict = argv[i + 1];
        else if (strcmp(argv[i], "--prime-ms") == 0) {
            long ms = atol(argv[i + 1]);
            prime_samples = (size_t)(ms < 100 ? 100 : ms > 10000 ? 10000 : ms) * 16;
        }
    }
    if (n_slots < 1 || n_slots > MAX_SLOTS || n_recognisers < 0 || n_recognisers > n_slots || !ci_model_dir) {
        fprintf(stderr, "usage: ps-helper --ci-model DIR [--slots N] [--recognisers N] [--model DIR] [--recognizer-dict FILE]\n");
        return 2;
    }
    err_set_logfp(NULL);
    if (load_models() < 0) {
        fprintf(stderr, "ps-helper: could not load the models from %s\n", model_dir);
        return 1;
    }
    printf("{\"ok\":1,\"ready\":1,\"slots\":%d,\"recognisers\":%d}\n", n_slots, n_recognisers);
    fflush(stdout);

    char header[256];
    char *payload = NULL;
    size_t capacity = 0;
    while (fgets(header, sizeof header, stdin)) {
        char cmd[16], flag[16] = "";
        int slot_id = 0;
        long nbytes = 0;
        if (sscanf(header, "%15s %d %ld %15s", cmd, &slot_id, &nbytes, flag) < 3 || nbytes < 0 || nbytes > MAX_PAYLOAD) {
            fprintf(stderr, "ps-helper: bad header\n");
            return 3;
        }
        if ((size_t)nbytes + 1 > capacity) {
            capacity = (size_t)nbytes + 1;
            payload = realloc(payload, capacity);
            if (!payload) return 4;
        }
        if (read_exact(payload, (size_t)nbytes) < 0) return 0;
        payload[nbytes] = '\0';
        if (strcmp(cmd, "ping") == 0) {
            reply_ok();
            continue;
        }
        if (slot_id < 0 || slot_id >= n_slots) {
            reply_error("no such slot");
            continue;
        }
        slot_t *slot = &slots[slot_id];
        if (strcmp(cmd, "start") == 0) cmd_start(slot, slot_id, payload);
        else if (strcmp(cmd, "audio") == 0) cmd_audio(slot, payload, (size_t)nbytes, flag[0] == 'p', flag[0] == 'f');
        else if (strcmp(cmd, "end") == 0) cmd_end(slot);
        else if (strcmp(cmd, "abort") == 0) {
            if (slot->in_utt) finish_utterance(slot);
            memset(slot->active, 0, sizeof slot->active);
            reply_ok();
        } else reply_error("unknown command");
    }
    return 0;
}
