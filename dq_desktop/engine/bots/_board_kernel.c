/* The fast board's hot operations in C: the compiled build's kernel (setup.py).
 *
 * fastboard.py's FastBoard is the reference: this is its union-find over fixed-size
 * arrays of C integers, mirrored by every ``place`` and ``copy`` of a FastBoard, and
 * ``judge`` (judge.py) over it without an object per placement weighed. Built only with
 * DQ_DESKTOP_COMPILE=1; without it (or with DQ_DESKTOP_PURE=1) the Python code runs, and
 * tests/engine/bots/test_board_kernel.py checks that both give the same, bit for bit.
 * Plain C99 for MSVC, clang and gcc; no floating-point contraction (a fused multiply-add
 * would round differently from Python).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* Each product below is stored in a volatile double before it is added: C99 lets a
 * compiler fuse ``a += b * c`` (gcc and clang do on arm64), Python rounds twice. */

#define GROUPS 8          /* GROUPS_PER_FIELD: node = field * 8 + group */
#define MAX_FIELDS 32
#define MAX_NODES (MAX_FIELDS * GROUPS)
#define MAX_POINTS 16
#define MAX_LINKS 16      /* per piece and field */
#define MAX_CASTLES 8
#define MAX_NEIGHBOURS 4

typedef struct {
    int groups;
    int symbols[GROUPS][4];   /* churches, windmills, knights, shields */
    int group_at[MAX_POINTS];
    int points;
    int defense[MAX_FIELDS];
    int link_count[MAX_FIELDS];
    int link_start[MAX_FIELDS];
    int symbol_count;
    int castle_value;
} Piece;

typedef struct {
    PyObject_HEAD
    int fields;
    int pieces;
    Piece *piece;
    int (*link)[3];           /* (own group, neighbour field, neighbour point) */
    int neighbours[MAX_FIELDS][MAX_NEIGHBOURS];
    int neighbour_count[MAX_FIELDS];
    /* judge.py's weights */
    double last_round, open_end, symbol_open, join, defender, towards_castle, crowded;
    int defense_points, shields_per_round;
} TablesObject;

typedef struct {
    PyObject_HEAD
    TablesObject *tables;
    int slots[MAX_FIELDS];
    int parent[MAX_NODES];
    int churches[MAX_NODES], windmills[MAX_NODES], knights[MAX_NODES], shields[MAX_NODES];
    long church_points, windmill_points, defense;
    int knight_nodes[MAX_NODES];
    int knight_count;
    int castles[MAX_CASTLES][3];  /* value, node of gate 1, node of gate 2 */
    int castle_count;
    char towards[MAX_FIELDS];
    int knight_roots[MAX_NODES];
    int gate_roots[MAX_CASTLES][2];
    int fresh;
} BoardObject;

static PyTypeObject TablesType;
static PyTypeObject BoardType;

/* Points of a church or windmill group by its size (SPEC.md §3; fastboard._GROUP_POINTS). */
static long group_points(long n) { return n < 2 ? 0 : (n == 2 ? 2 : 2 * n); }

/* --- tables --------------------------------------------------------------------- */

static int read_int(PyObject *seq, Py_ssize_t i, long low, long high, long *out) {
    PyObject *item = PySequence_GetItem(seq, i);
    long v;
    if (item == NULL) return -1;
    v = PyLong_AsLong(item);
    Py_DECREF(item);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < low || v > high) {
        PyErr_Format(PyExc_ValueError, "board kernel: %ld out of [%ld, %ld]", v, low, high);
        return -1;
    }
    *out = v;
    return 0;
}

static Py_ssize_t length_at_most(PyObject *seq, Py_ssize_t most) {
    Py_ssize_t n = PySequence_Length(seq);
    if (n < 0) return -1;
    if (n > most) {
        PyErr_Format(PyExc_ValueError, "board kernel: %zd items, at most %zd", n, most);
        return -1;
    }
    return n;
}

/* One piece: (groups as 4-tuples, group_at, links per field, defense per field,
 * symbol_count, castle_value). */
static int read_piece(TablesObject *t, PyObject *data, Piece *p, int *links_used,
                      int links_room) {
    PyObject *groups = NULL, *group_at = NULL, *links = NULL, *defense = NULL;
    long v;
    Py_ssize_t i, j, n;
    int ok = -1;
    if (!PyTuple_Check(data) || PyTuple_GET_SIZE(data) != 6) {
        PyErr_SetString(PyExc_TypeError, "board kernel: a piece is a 6-tuple");
        return -1;
    }
    groups = PyTuple_GET_ITEM(data, 0);
    group_at = PyTuple_GET_ITEM(data, 1);
    links = PyTuple_GET_ITEM(data, 2);
    defense = PyTuple_GET_ITEM(data, 3);
    if ((n = length_at_most(groups, GROUPS)) < 0) goto done;
    p->groups = (int)n;
    for (i = 0; i < n; i++) {
        PyObject *g = PySequence_GetItem(groups, i);
        if (g == NULL) goto done;
        if (length_at_most(g, 4) != 4) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "board kernel: 4 symbols");
            Py_DECREF(g);
            goto done;
        }
        for (j = 0; j < 4; j++) {
            if (read_int(g, j, 0, 1000, &v) < 0) { Py_DECREF(g); goto done; }
            p->symbols[i][j] = (int)v;
        }
        Py_DECREF(g);
    }
    if ((n = length_at_most(group_at, MAX_POINTS)) < 0) goto done;
    p->points = (int)n;
    for (i = 0; i < n; i++) {
        if (read_int(group_at, i, -1, p->groups - 1, &v) < 0) goto done;
        p->group_at[i] = (int)v;
    }
    if (PySequence_Length(links) != t->fields || PySequence_Length(defense) != t->fields) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "board kernel: links and defense per field");
        goto done;
    }
    for (i = 0; i < t->fields; i++) {
        PyObject *field_links = PySequence_GetItem(links, i);
        if (field_links == NULL) goto done;
        if ((n = length_at_most(field_links, MAX_LINKS)) < 0 || *links_used + n > links_room) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "board kernel: links");
            Py_DECREF(field_links);
            goto done;
        }
        p->link_start[i] = *links_used;
        p->link_count[i] = (int)n;
        for (j = 0; j < n; j++) {
            PyObject *link = PySequence_GetItem(field_links, j);
            long g, f, pt;
            int bad;
            if (link == NULL) { Py_DECREF(field_links); goto done; }
            bad = length_at_most(link, 3) != 3 || read_int(link, 0, 0, p->groups - 1, &g) < 0
                || read_int(link, 1, 0, t->fields - 1, &f) < 0
                || read_int(link, 2, 0, MAX_POINTS - 1, &pt) < 0;
            Py_DECREF(link);
            if (bad) {
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "board kernel: link");
                Py_DECREF(field_links);
                goto done;
            }
            t->link[*links_used][0] = (int)g;
            t->link[*links_used][1] = (int)f;
            t->link[*links_used][2] = (int)pt;
            (*links_used)++;
        }
        Py_DECREF(field_links);
        if (read_int(defense, i, 0, 1000, &v) < 0) goto done;
        p->defense[i] = (int)v;
    }
    if (read_int(data, 4, 0, 1000, &v) < 0) goto done;
    p->symbol_count = (int)v;
    if (read_int(data, 5, 0, 1000, &v) < 0) goto done;
    if (v && p->groups < 2) {
        PyErr_SetString(PyExc_ValueError, "board kernel: a castle has two gates");
        goto done;
    }
    p->castle_value = (int)v;
    ok = 0;
done:
    return ok;
}

static void tables_dealloc(TablesObject *self) {
    PyMem_Free(self->piece);
    PyMem_Free(self->link);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Tables(pieces, neighbours, weights): pieces as read_piece reads them, the neighbour
 * fields per field, and judge.py's (last_round, open_end, symbol_open, join, defender,
 * towards_castle, crowded_field, defense_points, shields_per_round). */
static PyObject *tables_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *pieces, *neighbours, *weights;
    TablesObject *t;
    Py_ssize_t n, i, j, fields;
    int used = 0, room;
    long v;
    if (kwds != NULL && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "Tables takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "OOO", &pieces, &neighbours, &weights)) return NULL;
    if ((fields = length_at_most(neighbours, MAX_FIELDS)) < 0) return NULL;
    if ((n = length_at_most(pieces, 100000)) < 0) return NULL;
    t = (TablesObject *)type->tp_alloc(type, 0);
    if (t == NULL) return NULL;
    t->fields = (int)fields;
    t->pieces = (int)n;
    room = (int)(n * fields * MAX_LINKS);
    t->piece = PyMem_Calloc(n ? (size_t)n : 1, sizeof(Piece));
    t->link = PyMem_Calloc(room ? (size_t)room : 1, sizeof(int[3]));
    if (t->piece == NULL || t->link == NULL) { PyErr_NoMemory(); goto fail; }
    for (i = 0; i < n; i++) {
        PyObject *data = PySequence_GetItem(pieces, i);
        int bad;
        if (data == NULL) goto fail;
        bad = read_piece(t, data, &t->piece[i], &used, room);
        Py_DECREF(data);
        if (bad) goto fail;
    }
    for (i = 0; i < fields; i++) {
        PyObject *around = PySequence_GetItem(neighbours, i);
        Py_ssize_t m;
        if (around == NULL) goto fail;
        m = length_at_most(around, MAX_NEIGHBOURS);
        for (j = 0; j < m; j++) {
            if (read_int(around, j, 0, fields - 1, &v) < 0) { m = -1; break; }
            t->neighbours[i][j] = (int)v;
        }
        Py_DECREF(around);
        if (m < 0) goto fail;
        t->neighbour_count[i] = (int)m;
    }
    if (!PyArg_ParseTuple(weights, "dddddddii", &t->last_round, &t->open_end, &t->symbol_open,
                          &t->join, &t->defender, &t->towards_castle, &t->crowded,
                          &t->defense_points, &t->shields_per_round))
        goto fail;
    return (PyObject *)t;
fail:
    Py_DECREF(t);
    return NULL;
}

static PyTypeObject TablesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dq_desktop.engine.bots._board_kernel.Tables",
    .tp_basicsize = sizeof(TablesObject),
    .tp_dealloc = (destructor)tables_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A tile set's pieces and judge.py's weights, in C integers and doubles.",
    .tp_new = tables_new,
};

/* --- the board ------------------------------------------------------------------ */

static int find(BoardObject *b, int node) {
    int *parent = b->parent;
    while (parent[node] != node) {
        parent[node] = parent[parent[node]];
        node = parent[node];
    }
    return node;
}

static int find_still(const BoardObject *b, int node) {
    while (b->parent[node] != node) node = b->parent[node];
    return node;
}

static void refresh(BoardObject *b) {
    int i;
    for (i = 0; i < b->knight_count; i++) b->knight_roots[i] = find(b, b->knight_nodes[i]);
    for (i = 0; i < b->castle_count; i++) {
        b->gate_roots[i][0] = find(b, b->castles[i][1]);
        b->gate_roots[i][1] = find(b, b->castles[i][2]);
    }
    b->fresh = 1;
}

static void unite(BoardObject *b, int a, int c) {
    int ra = find(b, a), rb = find(b, c);
    if (ra == rb) return;
    b->church_points += group_points(b->churches[ra] + b->churches[rb])
        - group_points(b->churches[ra]) - group_points(b->churches[rb]);
    b->windmill_points += group_points(b->windmills[ra] + b->windmills[rb])
        - group_points(b->windmills[ra]) - group_points(b->windmills[rb]);
    b->parent[ra] = rb;
    b->churches[rb] += b->churches[ra];
    b->windmills[rb] += b->windmills[ra];
    b->knights[rb] += b->knights[ra];
    b->shields[rb] += b->shields[ra];
}

static PyObject *board_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *tables;
    BoardObject *b;
    int i;
    if (kwds != NULL && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "Board takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!", &TablesType, &tables)) return NULL;
    b = (BoardObject *)type->tp_alloc(type, 0);  /* zeroed */
    if (b == NULL) return NULL;
    Py_INCREF(tables);
    b->tables = (TablesObject *)tables;
    for (i = 0; i < MAX_FIELDS; i++) b->slots[i] = -1;
    for (i = 0; i < MAX_NODES; i++) b->parent[i] = i;
    b->fresh = 1;
    return (PyObject *)b;
}

static void board_dealloc(BoardObject *self) {
    Py_XDECREF(self->tables);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int field_and_piece(BoardObject *b, PyObject *const *args, Py_ssize_t nargs,
                           Py_ssize_t wanted, int *field, int *piece) {
    long f, p;
    if (nargs != wanted) {
        PyErr_Format(PyExc_TypeError, "board kernel: %zd arguments wanted", wanted);
        return -1;
    }
    f = PyLong_AsLong(args[0]);
    if (f == -1 && PyErr_Occurred()) return -1;
    p = PyLong_AsLong(args[1]);
    if (p == -1 && PyErr_Occurred()) return -1;
    if (f < 0 || f >= b->tables->fields || p < 0 || p >= b->tables->pieces) {
        PyErr_SetString(PyExc_IndexError, "board kernel: no such field or piece");
        return -1;
    }
    *field = (int)f;
    *piece = (int)p;
    return 0;
}

/* place(field, piece): FastBoard.place. */
static PyObject *board_place(BoardObject *b, PyObject *const *args, Py_ssize_t nargs) {
    int field, index, g, i, base, end;
    const Piece *p;
    const TablesObject *t = b->tables;
    if (field_and_piece(b, args, nargs, 2, &field, &index) < 0) return NULL;
    p = &t->piece[index];
    if (p->castle_value && b->castle_count == MAX_CASTLES) {
        PyErr_SetString(PyExc_ValueError, "board kernel: too many castles");
        return NULL;
    }
    b->slots[field] = index;
    base = field * GROUPS;
    for (g = 0; g < p->groups; g++) {
        int node = base + g;
        b->churches[node] = p->symbols[g][0];
        b->windmills[node] = p->symbols[g][1];
        b->knights[node] = p->symbols[g][2];
        b->shields[node] = p->symbols[g][3];
        b->church_points += group_points(p->symbols[g][0]);
        b->windmill_points += group_points(p->symbols[g][1]);
        if (p->symbols[g][2]) b->knight_nodes[b->knight_count++] = node;
    }
    b->defense += p->defense[field];
    end = p->link_start[field] + p->link_count[field];
    if (p->castle_value) {
        b->castles[b->castle_count][0] = p->castle_value;
        b->castles[b->castle_count][1] = base;
        b->castles[b->castle_count][2] = base + 1;
        b->castle_count++;
        for (i = p->link_start[field]; i < end; i++) b->towards[t->link[i][1]] = 1;
    }
    for (i = p->link_start[field]; i < end; i++) {
        int other_field = t->link[i][1], other = b->slots[other_field], other_group;
        const Piece *q;
        if (other < 0) continue;
        q = &t->piece[other];
        other_group = t->link[i][2] < q->points ? q->group_at[t->link[i][2]] : -1;
        if (other_group >= 0) unite(b, base + t->link[i][0], other_field * GROUPS + other_group);
    }
    b->fresh = 0;
    Py_RETURN_NONE;
}

static PyObject *board_copy(BoardObject *b, PyObject *Py_UNUSED(ignored)) {
    BoardObject *c = (BoardObject *)BoardType.tp_alloc(&BoardType, 0);
    if (c == NULL) return NULL;
    memcpy((char *)c + sizeof(PyObject), (char *)b + sizeof(PyObject),
           sizeof(BoardObject) - sizeof(PyObject));
    Py_INCREF(c->tables);
    return (PyObject *)c;
}

typedef struct { long churches, windmills, castle6, castle4, defense, knights; } Facts;

/* FastBoard.facts_with: the facts were ``index`` placed on the empty ``field``. */
static void facts_with(BoardObject *b, int field, int index, Facts *out) {
    const TablesObject *t = b->tables;
    const Piece *p = &t->piece[index];
    int roots[MAX_LINKS], root_group[MAX_LINKS], root_count = 0;
    int label[GROUPS];             /* groups of the piece that meet through a component */
    long total[GROUPS][4];
    long church_points = b->church_points, windmill_points = b->windmill_points;
    long best = 0;
    int g, i, j, end = p->link_start[field] + p->link_count[field];
    if (!b->fresh) refresh(b);
    for (g = 0; g < p->groups; g++) label[g] = g;
    for (i = p->link_start[field]; i < end; i++) {
        int other_field = t->link[i][1], other = b->slots[other_field], other_group, root;
        const Piece *q;
        if (other < 0) continue;
        q = &t->piece[other];
        other_group = t->link[i][2] < q->points ? q->group_at[t->link[i][2]] : -1;
        if (other_group < 0) continue;
        root = find_still(b, other_field * GROUPS + other_group);
        for (j = 0; j < root_count && roots[j] != root; j++) {}
        if (j == root_count) {
            roots[root_count] = root;
            root_group[root_count++] = t->link[i][0];
        } else {
            int from = label[t->link[i][0]], into = label[root_group[j]];
            if (from != into)
                for (g = 0; g < p->groups; g++) if (label[g] == from) label[g] = into;
        }
    }
    for (g = 0; g < p->groups; g++) total[g][0] = total[g][1] = total[g][2] = total[g][3] = 0;
    for (g = 0; g < p->groups; g++)
        for (j = 0; j < 4; j++) total[label[g]][j] += p->symbols[g][j];
    for (j = 0; j < root_count; j++) {
        int r = roots[j], into = label[root_group[j]];
        total[into][0] += b->churches[r];
        total[into][1] += b->windmills[r];
        total[into][2] += b->knights[r];
        total[into][3] += b->shields[r];
        church_points -= group_points(b->churches[r]);
        windmill_points -= group_points(b->windmills[r]);
    }
    for (g = 0; g < p->groups; g++) {
        if (label[g] != g) continue;
        church_points += group_points(total[g][0]);
        windmill_points += group_points(total[g][1]);
        if (total[g][2] >= 2 && total[g][3] > best) best = total[g][3];
    }
    for (i = 0; i < b->knight_count; i++) {
        int r = b->knight_roots[i];
        for (j = 0; j < root_count && roots[j] != r; j++) {}
        if (j == root_count && b->knights[r] >= 2 && b->shields[r] > best) best = b->shields[r];
    }
    out->castle6 = out->castle4 = 0;
    for (i = 0; i < b->castle_count; i++) {
        int a = b->gate_roots[i][0], c = b->gate_roots[i][1], ja, jc;
        long count;
        for (ja = 0; ja < root_count && roots[ja] != a; ja++) {}
        for (jc = 0; jc < root_count && roots[jc] != c; jc++) {}
        count = ja < root_count ? total[label[root_group[ja]]][2] : b->knights[a];
        if (!(a == c || (ja < root_count && jc < root_count
                         && label[root_group[ja]] == label[root_group[jc]])))
            count += jc < root_count ? total[label[root_group[jc]]][2] : b->knights[c];
        if (b->castles[i][0] == 6) out->castle6 = count;
        else out->castle4 = count;
    }
    out->churches = church_points;
    out->windmills = windmill_points;
    out->defense = b->defense + p->defense[field];
    out->knights = best;
}

/* facts_with(field, piece) -> (churches, windmills, castle6, castle4, defense, knights). */
static PyObject *board_facts_with(BoardObject *b, PyObject *const *args, Py_ssize_t nargs) {
    int field, index;
    Facts f;
    if (field_and_piece(b, args, nargs, 2, &field, &index) < 0) return NULL;
    facts_with(b, field, index, &f);
    return Py_BuildValue("(llllll)", f.churches, f.windmills, f.castle6, f.castle4, f.defense,
                         f.knights);
}

/* facts() -> (churches, windmills, castle6, castle4, defense, knights): FastBoard.facts. */
static PyObject *board_facts(BoardObject *b, PyObject *Py_UNUSED(ignored)) {
    long castle6 = 0, castle4 = 0, best = 0;
    int i;
    if (!b->fresh) refresh(b);
    for (i = 0; i < b->knight_count; i++) {
        int r = b->knight_roots[i];
        if (b->knights[r] >= 2 && b->shields[r] > best) best = b->shields[r];
    }
    for (i = 0; i < b->castle_count; i++) {
        int a = b->gate_roots[i][0], c = b->gate_roots[i][1];
        long count = b->knights[a] + (c != a ? b->knights[c] : 0);
        if (b->castles[i][0] == 6) castle6 = count;
        else if (b->castles[i][0] == 4) castle4 = count;
    }
    return Py_BuildValue("(llllll)", b->church_points, b->windmill_points, castle6, castle4,
                         b->defense, best);
}

/* judge.py's judge, in the same order of operations. */
static double judge(BoardObject *b, int field, int index, long round_number) {
    int i, end;
    long symbols;
    const TablesObject *t = b->tables;
    const Piece *p = &t->piece[index];
    Facts f;
    double value;
    facts_with(b, field, index, &f);
    symbols = f.churches + f.windmills;
    value = (double)(symbols + (f.castle6 >= round_number ? 6 : 0)
                     + (f.castle4 >= round_number ? 4 : 0)
                     + (f.defense >= t->shields_per_round * round_number ? t->defense_points : 0));
    if (round_number < 3) {
        volatile double last = t->last_round * (double)(symbols + (f.castle6 >= 3 ? 6 : 0)
                                               + (f.castle4 >= 3 ? 4 : 0)
                                               + (f.defense >= t->shields_per_round * 3
                                                  ? t->defense_points : 0)
                                               + f.knights);
        value += last;
    } else {
        value += (double)f.knights;
    }
    {
        volatile double defending = t->defender * (double)p->defense[field];
        value += defending;
    }
    end = p->link_start[field] + p->link_count[field];
    for (i = p->link_start[field]; i < end; i++) {
        int group = t->link[i][0], other = t->link[i][1], held = b->slots[other];
        if (held < 0) {
            const int *carried = p->symbols[group];
            value += t->open_end;
            if (carried[2] || carried[0] || carried[1]) value += t->symbol_open;
            if (b->towards[other]) value += t->towards_castle;
        } else {
            const Piece *q = &t->piece[held];
            if (t->link[i][2] < q->points && q->group_at[t->link[i][2]] >= 0) value += t->join;
        }
    }
    if (p->symbol_count == 2) {
        int free_fields = 0;
        volatile double crowded;
        for (i = 0; i < t->neighbour_count[field]; i++) {
            int held = b->slots[t->neighbours[field][i]];
            if (held < 0 || !t->piece[held].castle_value) free_fields++;
        }
        crowded = t->crowded * (double)(4 - free_fields);
        value -= crowded;
    }
    return value;
}

/* judge(field, piece, round) -> float. */
static PyObject *board_judge(BoardObject *b, PyObject *const *args, Py_ssize_t nargs) {
    int field, index;
    long round_number;
    if (field_and_piece(b, args, nargs, 3, &field, &index) < 0) return NULL;
    round_number = PyLong_AsLong(args[2]);
    if (round_number == -1 && PyErr_Occurred()) return NULL;
    return PyFloat_FromDouble(judge(b, field, index, round_number));
}

/* best_judged(field, pieces, round, elsewhere) -> (piece, value): rollout._best_judged with
 * judge.py's judge: the first of ``pieces`` (a list) of the highest judge less
 * ``elsewhere[piece]`` (a list of floats, or None). */
static PyObject *board_best_judged(BoardObject *b, PyObject *const *args, Py_ssize_t nargs) {
    PyObject *pieces, *elsewhere;
    long field, round_number, best = 0;
    double best_value = -Py_HUGE_VAL;
    Py_ssize_t i, n;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "best_judged: 4 arguments wanted");
        return NULL;
    }
    field = PyLong_AsLong(args[0]);
    if (field == -1 && PyErr_Occurred()) return NULL;
    pieces = args[1];
    round_number = PyLong_AsLong(args[2]);
    if (round_number == -1 && PyErr_Occurred()) return NULL;
    elsewhere = args[3];
    if (!PyList_Check(pieces) || (elsewhere != Py_None && !PyList_Check(elsewhere))) {
        PyErr_SetString(PyExc_TypeError, "best_judged: a list of pieces, a list or None");
        return NULL;
    }
    n = PyList_GET_SIZE(pieces);
    if (n == 0) {
        PyErr_SetString(PyExc_IndexError, "best_judged: no piece");
        return NULL;
    }
    if (field < 0 || field >= b->tables->fields) {
        PyErr_SetString(PyExc_IndexError, "board kernel: no such field");
        return NULL;
    }
    for (i = 0; i < n; i++) {
        long piece = PyLong_AsLong(PyList_GET_ITEM(pieces, i));
        double value;
        if (piece == -1 && PyErr_Occurred()) return NULL;
        if (piece < 0 || piece >= b->tables->pieces) {
            PyErr_SetString(PyExc_IndexError, "board kernel: no such piece");
            return NULL;
        }
        if (i == 0) best = piece;
        value = judge(b, (int)field, (int)piece, round_number);
        if (elsewhere != Py_None) {
            double held;
            if (piece >= PyList_GET_SIZE(elsewhere)) {
                PyErr_SetString(PyExc_IndexError, "best_judged: elsewhere too short");
                return NULL;
            }
            held = PyFloat_AsDouble(PyList_GET_ITEM(elsewhere, piece));
            if (held == -1.0 && PyErr_Occurred()) return NULL;
            value -= held;
        }
        if (value > best_value) {
            best = piece;
            best_value = value;
        }
    }
    return Py_BuildValue("(ld)", best, best_value);
}

static PyMethodDef board_methods[] = {
    {"place", (PyCFunction)(void (*)(void))board_place, METH_FASTCALL,
     "place(field, piece): put a piece on an empty field."},
    {"copy", (PyCFunction)board_copy, METH_NOARGS, "An independent copy of this board."},
    {"facts_with", (PyCFunction)(void (*)(void))board_facts_with, METH_FASTCALL,
     "facts_with(field, piece) -> the six facts of FastBoard.facts_with, as a tuple."},
    {"facts", (PyCFunction)board_facts, METH_NOARGS,
     "facts() -> the six facts of FastBoard.facts, as a tuple."},
    {"judge", (PyCFunction)(void (*)(void))board_judge, METH_FASTCALL,
     "judge(field, piece, round) -> judge.py's value of the placement."},
    {"best_judged", (PyCFunction)(void (*)(void))board_best_judged, METH_FASTCALL,
     "best_judged(field, pieces, round, elsewhere) -> rollout._best_judged's (piece, value)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject BoardType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "dq_desktop.engine.bots._board_kernel.Board",
    .tp_basicsize = sizeof(BoardObject),
    .tp_dealloc = (destructor)board_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Board(tables): an empty board of the fast board's kernel.",
    .tp_methods = board_methods,
    .tp_new = board_new,
};

static struct PyModuleDef kernel_module = {
    PyModuleDef_HEAD_INIT, "_board_kernel",
    "The fast board's hot operations in C (fastboard.py is the reference).", -1, NULL,
};

PyMODINIT_FUNC PyInit__board_kernel(void) {
    PyObject *m;
    if (PyType_Ready(&TablesType) < 0 || PyType_Ready(&BoardType) < 0) return NULL;
    m = PyModule_Create(&kernel_module);
    if (m == NULL) return NULL;
    Py_INCREF(&TablesType);
    if (PyModule_AddObject(m, "Tables", (PyObject *)&TablesType) < 0) {
        Py_DECREF(&TablesType);
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&BoardType);
    if (PyModule_AddObject(m, "Board", (PyObject *)&BoardType) < 0) {
        Py_DECREF(&BoardType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
