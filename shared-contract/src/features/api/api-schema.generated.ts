// Generated from portal-server's OpenAPI document (/v3/openapi.json) by openapi-typescript:
// do not edit. After changing a route's schemas, regenerate with
//   pnpm --filter shared-contract generate:api
// (portal-server/test/api-types.test.ts fails while this file is stale). Read it through
// api-types.ts (ApiData and friends), not directly.
export interface paths {
    "/v3/student/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ログイン（ID またはメールアドレスとパスワード）
         * @description 同じアカウントの他の端末のトークンは失効し、その端末の次の呼び出しは「他の端末でログインされた」401 になる。失敗はアドレスごと、アカウントとアドレスの組ごとに制限される（429）。別のアドレスからの本人のログインは止まらない。
         */
        post: {
            parameters: {
                query?: {
                    student_id?: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                        device?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                token: string;
                                student_id: number;
                                /** @enum {string} */
                                role: "student" | "teacher" | "ops";
                                is_college_student: 0 | 1;
                                is_business_student: 0 | 1;
                                student_flag: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ログアウト（このトークンを失効） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ユーザー情報（app_name とロゴを含む） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                student_id: number;
                                username: string;
                                nickname: string;
                                email: string;
                                avatar: string;
                                logo: {
                                    logo_url: string;
                                    link_url: string;
                                };
                                app_name: string;
                                school_name: string;
                                is_college_student: 0 | 1;
                                is_business_student: 0 | 1;
                                student_flag: string;
                                userAuth: {
                                    isCollegeStudent: 0 | 1;
                                };
                                classes: {
                                    class_id: number;
                                    class_name: string;
                                    school_name: string;
                                    teacher_name: string | null;
                                    /** Format: date-time */
                                    joined_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/check-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * トークンがまだ有効か確かめる
         * @description 無効なら 401 で、理由（他の端末でのログイン、期限切れなど）を errmsg に入れて返す。
         */
        get: {
            parameters: {
                query: {
                    student_id?: number;
                    flag?: string;
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @enum {number} */
                                valid: 1;
                                student_id: number;
                                expires_in_days: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/fcm-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** この端末のプッシュ通知トークンを登録 */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fcm_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/change-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ニックネームの変更 */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                nickname: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * パスワードの変更
         * @description 新しいパスワードは半角英数字6〜10文字。変更すると、この端末以外のログインは失効する。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                        confirm_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/join-class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * クラスコードでクラスに参加
         * @description すでに参加しているクラスなら何も変えずに成功（already_joined=1）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                class: {
                                    class_id: number;
                                    class_name: string;
                                    school_name: string;
                                    teacher_name: string | null;
                                    /** Format: date-time */
                                    joined_at: string;
                                };
                                already_joined: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 参加しているクラス */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    class_id: number;
                                    class_name: string;
                                    school_name: string;
                                    teacher_name: string | null;
                                    /** Format: date-time */
                                    joined_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/edu-card/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学習カードの有効化（card_id）
         * @description 自分の未有効化カード、または未割り当てのカードの番号で有効化する。成功したらクラス参加画面へ進む。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        card_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                cur_card: components["schemas"]["CardState"];
                                already_active: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/edu-card/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 現在の学習カード（ダイアログの判定用） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                cur_card: components["schemas"]["CardState"] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/client-config-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * クライアント設定（採点設定 version 10 と単語リスト）
         * @description 認証ヘッダーなしで呼べる。読めない場合、クライアントは同梱の既定値を使う。
         */
        get: {
            parameters: {
                query?: {
                    student_id?: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ClientConfig"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/protocols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 利用規約・プライバシーポリシーなどの URL */
        get: {
            parameters: {
                query?: {
                    student_id?: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                using_protocol: string;
                                privacy_policy: string;
                                third_party_SDK_list: {
                                    pc_SDK: string;
                                };
                                permission_license: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/poorly-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 発音が苦手な単語のリスト */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                poorly_words: {
                                    word: string;
                                    times: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * 発音が苦手な単語を記録（| 区切り）
         * @description 評価結果の poorly_words を | でつないで送る。生徒ごとに回数を数え、回数の多い順のリストを返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        words: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                poorly_words: {
                                    word: string;
                                    times: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/home-modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ホーム画面のモジュール一覧
         * @description 大学生には大学生向け（audience college/all）、それ以外にはビジネス・一般向け（business/all）を返す。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    module_key: string;
                                    title: string;
                                    subtitle: string;
                                    icon: string;
                                    route: string;
                                    color: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homepage/banner-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ホーム画面のバナー（掲載期間中のもの） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    banner_id: number;
                                    title: string;
                                    image_url: string;
                                    link_url: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/client-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 現在のクライアント設定 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ClientConfig"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * クライアント設定を変更（指定した項目だけ）
         * @description 本文は JSON（単語リストがあるため）。version は省略すると 1 増える。
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version?: number;
                        cefr_downgrade_score?: number;
                        cefr_upgrade_score?: number;
                        excellent_score?: number;
                        standard_score?: number;
                        recognition_score?: number;
                        word_score?: number;
                        poorly_words?: string[];
                        white_list_words?: string[];
                        capitalized_words?: string[];
                        exclude_words?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ClientConfig"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/service-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 起動時のサービス状態（アップグレード・障害）チェック
         * @description アプリ名 name、キー key、ビルド番号 build を送る（いずれも任意）。opt_status が 0 か 1 なら「システム障害のお知らせ」ダイアログを出す。
         */
        get: {
            parameters: {
                query?: {
                    student_id?: number;
                    flag?: string;
                    name?: string;
                    key?: string;
                    build?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ServiceStatus"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/service-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 現在のサービス状態と変更履歴 */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                current: components["schemas"]["ServiceStatus"];
                                history: {
                                    opt_status: number;
                                    opt_mode: string;
                                    opt_content: string;
                                    changed_by: number | null;
                                    /** Format: date-time */
                                    changed_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * サービス状態を設定（disabled / tips / normal）
         * @description disabled と tips ではお知らせ本文 opt_content が必須。CLI: pnpm --filter portal-server service-status set <mode> [本文]
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "disabled" | "tips" | "normal";
                        /** @default  */
                        opt_content?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ServiceStatus"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/student/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ダッシュボード: 現在のカード、未完了の宿題数、未読のお知らせ数、未受け取りミッション数
         * @description cur_card の active_status 0 なら有効化ダイアログ、is_expired 1 なら期限切れダイアログ。カードがない生徒は cur_card が null。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                cur_card: components["schemas"]["CardState"] | null;
                                unfinished_homework_count: number;
                                new_msg_num: number;
                                unclaimed_mission_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework-for-student/new-notice-total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未読のお知らせ数（ヘッダーのバッジ） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                new_msg_num: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせ一覧（新しい順、未読数つき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    news_id: number;
                                    /** @enum {string} */
                                    category: "notice" | "homework" | "event" | "maintenance";
                                    title: string;
                                    summary: string;
                                    /** @description 2 宿題詳細、3 お知らせ詳細、4 なし、5 CEFR ホーム、6 ホーム */
                                    jump_schema: number;
                                    /** Format: date-time */
                                    published_at: string;
                                    is_read: 0 | 1;
                                }[];
                                total: number;
                                unread_count: number;
                                page: number;
                                limit: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/news/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせの詳細（既読にはしない。既読は POST /v3/news/mark-read） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    news_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                news_id: number;
                                /** @enum {string} */
                                category: "notice" | "homework" | "event" | "maintenance";
                                title: string;
                                summary: string;
                                /** @description 2 宿題詳細、3 お知らせ詳細、4 なし、5 CEFR ホーム、6 ホーム */
                                jump_schema: number;
                                /** Format: date-time */
                                published_at: string;
                                is_read: 0 | 1;
                                content: string;
                                author_name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/news/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせを既読にする（news_id、またはカンマ区切りで複数） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        news_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                marked: number;
                                new_msg_num: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/news/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** すべてのお知らせを既読にする */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                marked: number;
                                new_msg_num: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/news/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * クラスへのお知らせ（先生: 担当クラスに）
         * @description クラスの生徒のお知らせ一覧と未読数に、すぐに加わる。jump_schema は 3（お知らせ詳細）が既定。
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id: number;
                        title: string;
                        /** @default  */
                        summary?: string;
                        content: string;
                        /**
                         * @default notice
                         * @enum {string}
                         */
                        category?: "notice" | "homework" | "event" | "maintenance";
                        /** @default 3 */
                        jump_schema?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                news_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/feedback/support-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ご意見ページの補足（よくある質問、問い合わせ窓口 support_page_url、制限値） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                support_page_url: string;
                                faq: {
                                    question: string;
                                    answer: string;
                                }[];
                                max_text_length: number;
                                max_images: number;
                                resource_max_images: number;
                                categories: ("bug" | "content" | "request" | "other")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ご意見の送信（multipart: content、category、images）
         * @description 本文は必須（前後の空白を除く、1000文字まで）。画像は内容で判定した PNG/JPEG のみ、4枚まで（超えた分は無視）、1枚5MBまで。画像以外が含まれると何も保存せず 400。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description ご意見の本文（前後の空白を除いて1〜1000文字） */
                        content: string;
                        /**
                         * @default other
                         * @enum {string}
                         */
                        category?: "bug" | "content" | "request" | "other";
                        /** @default  */
                        client_name?: string;
                        /** @description PNG または JPEG の画像（最大4個、1個5MBまで。超えた分は無視） */
                        images?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                feedback_id: number;
                                images_saved: number;
                                images_ignored: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/resource-feedback-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 問題の報告で選べる項目 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                items: {
                                    option_value: string;
                                    option_label: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/resource-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 教材の問題の報告（multipart: content、resource_code、client_name、images）
         * @description content は JSON {"options": [option_value...], "text": "..."}（どちらか一方は必須、text は1000文字まで）。画像は PNG/JPEG のみ9枚まで（超えた分は無視）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description JSON: {"options": ["audio", ...], "text": "説明（1000文字まで）"} */
                        content: string;
                        resource_code: string;
                        /** @default  */
                        client_name?: string;
                        /** @description PNG または JPEG の画像（最大9個、1個5MBまで。超えた分は無視） */
                        images?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                feedback_id: number;
                                images_saved: number;
                                images_ignored: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/error-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * クライアントのエラー報告（code、url、message、device、user_id）
         * @description 4xx とキャンセルは送らない（spec 1-8）。トークンがあれば送信者として記録する。同じアドレスから1分に30件まで。
         */
        post: {
            parameters: {
                query?: {
                    student_id?: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @default  */
                        url?: string;
                        /** @default  */
                        message?: string;
                        /** @default  */
                        device?: string;
                        /** @default  */
                        user_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                report_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/student-index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ポイントの概要（合計、今日・今週・今月、未受け取りミッション数、レベル） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total_points: number;
                                today_points: number;
                                week_points: number;
                                month_points: number;
                                unclaimed_count: number;
                                level: number;
                                level_name: string;
                                next_level_points: number;
                                mission_types: {
                                    type_id: number;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/mission-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 種類ごとのミッション一覧と進み具合
         * @description type_id: 1 デイリー（既定）、2 ウィークリー、3 チャレンジ（一度きり）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    type_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                type_id: number;
                                list: components["schemas"]["Mission"][];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/mission-get-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 達成したミッションのポイントを受け取る（一度だけ、何度送っても同じ結果）
         * @description 受け取り済みなら already_claimed=1、points_awarded=0 で成功する。未達成は 400、存在しないミッションは 404。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mission_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                mission_id: number;
                                points_awarded: number;
                                already_claimed: 0 | 1;
                                total_points: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/date-for-select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ポイント履歴を絞り込む月の一覧（今月から year_num 年分） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    year_num?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    date: string;
                                    label: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/mission-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ポイント履歴（月 2025-04 または日 2025-04-03 で絞り込み、10件ずつ） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    date?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    log_id: number;
                                    points: number;
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                total: number;
                                page: number;
                                limit: number;
                                period_points: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/total-unclaimed-mission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未受け取りの達成ミッション数 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/integral/mission-reach-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 新しく達成したミッションのお知らせ（それぞれ一度だけ返す） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                items: {
                                    mission_id: number;
                                    type_id: number;
                                    message_title: string;
                                    message_body: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/topic-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 英作文のテーマ一覧（レベル別）と生徒の取り組み
         * @description times・best_score・last_guid は source（skillup / ai）の提出だけを数える。best_score は未提出なら null。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level?: "eiken-3" | "eiken-pre2" | "eiken-2" | "eiken-pre1" | "free";
                    /** @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々 */
                    source?: "skillup" | "ai";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                levels: {
                                    /** @enum {string} */
                                    level: "eiken-3" | "eiken-pre2" | "eiken-2" | "eiken-pre1" | "free";
                                    title: string;
                                }[];
                                list: {
                                    topic_id: number;
                                    code: string;
                                    level: string;
                                    title: string;
                                    title_en: string;
                                    instruction: string;
                                    min_words: number;
                                    max_words: number;
                                    times: number;
                                    best_score: number | null;
                                    last_guid: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/topic-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 英作文のテーマ（問題文・指示・語数）と最近の提出
         * @description 模範解答（model_answer_en/ja）は一度提出するまで null。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                topic_id: number;
                                code: string;
                                level: string;
                                level_title: string;
                                title: string;
                                title_en: string;
                                prompt_en: string;
                                instruction: string;
                                min_words: number;
                                max_words: number;
                                times: number;
                                best_score: number | null;
                                attempts: {
                                    guid: string;
                                    score: number;
                                    error_count: number;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                model_answer_en: string | null;
                                model_answer_ja: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/submit-itr-topic-writing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 英作文を提出して AI の添削を受ける
         * @description 本文を評価して保存し、結果（WritingResult）を返す。空・英語以外の文字・絵文字・テーマと関係のない内容・長すぎる英文は 400 で、errmsg に日本語の理由、data.reason に empty / not_english / emoji / off_topic / too_long（何も保存しない）。同じ guid の再送は最初の結果をそのまま返す。宿題の提出は homework_id（そのテーマを含む宿題、期限切れは 423）。別の生徒がすでに使った guid は 409。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 英作文の本文（英語だけ。空・日本語・絵文字・テーマと関係のない内容は 400、data.reason に理由） */
                        content: string;
                        topic_id: number;
                        /** @description クライアントが作る提出の ID。同じ guid の再送は最初の結果を返す */
                        guid: string;
                        /**
                         * @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々
                         * @default skillup
                         * @enum {string}
                         */
                        source?: "skillup" | "ai";
                        /** @description 宿題として書くときの宿題 ID（そのテーマを含む、この生徒の宿題） */
                        homework_id?: number;
                        image_url?: string;
                        time_spent_seconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                result: components["schemas"]["WritingResult"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 英作文の結果（AI と先生のコメント、模範解答）
         * @description comments は文ごとに、AI の指摘と先生のコメント（type TEACHER、teacher_name 付き）を hit_words_pos の順に並べる。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["WritingResult"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 英作文の履歴（新しい順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々 */
                    source?: "skillup" | "ai";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                list: {
                                    guid: string;
                                    score: number;
                                    error_count: number;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    topic_id: number;
                                    title: string;
                                    title_en: string;
                                    level: string;
                                    homework_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/history-deep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 1つのテーマの提出すべて（古い順、伸びのグラフ用） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                topic: {
                                    topic_id: number;
                                    title: string;
                                    title_en: string;
                                    prompt_en: string;
                                    level: string;
                                    min_words: number;
                                    max_words: number;
                                };
                                list: {
                                    guid: string;
                                    score: number;
                                    error_count: number;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /**
                                     * @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々
                                     * @enum {string}
                                     */
                                    source: "skillup" | "ai";
                                    /** @description 語彙の多様さ・正確さ、文法の多様さ・正確さ（各 0〜100） */
                                    overall_evaluation: {
                                        vocabulary_diversity: number;
                                        vocabulary_correctness: number;
                                        grammar_diversity: number;
                                        grammar_correctness: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/writing/homework-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 英作文の宿題: テーマと生徒の提出
         * @description 宿題の最初の英作文テーマ。提出は新しい順で、先生のコメントの数（notes_count）付き。英作文の課題がない宿題は 404。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    homework_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                homework: {
                                    homework_id: number;
                                    title: string;
                                    description: string;
                                    /**
                                     * Format: date-time
                                     * @description 期限（due_at）
                                     */
                                    end_time: string;
                                    expires_at: string | null;
                                    is_expired: 0 | 1;
                                    /** @description 宿題の課題 ID */
                                    topic_id: number;
                                };
                                topic: {
                                    topic_id: number;
                                    title: string;
                                    title_en: string;
                                    prompt_en: string;
                                    level: string;
                                    min_words: number;
                                    max_words: number;
                                    instruction: string;
                                };
                                submissions: {
                                    guid: string;
                                    score: number;
                                    error_count: number;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    notes_count: number;
                                }[];
                                notes_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/writing/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 担当クラスの生徒の英作文（先生）
         * @description homework_id を指定するとその宿題の提出だけ。新しい順に200件まで。
         */
        get: {
            parameters: {
                query?: {
                    homework_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    guid: string;
                                    student: {
                                        id: number;
                                        name: string;
                                        nickname: string;
                                    };
                                    topic_id: number;
                                    title: string;
                                    title_en: string;
                                    level: string;
                                    homework_id: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    score: number;
                                    word_count: number;
                                    error_count: number;
                                    notes_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/writing/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 生徒の英作文の結果（先生: コメントを付ける画面）
         * @description コメントは POST /v3/teacher/homework/correct-note に writing_guid と hit_words_pos で付ける。
         */
        get: {
            parameters: {
                query: {
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                topic: {
                                    topic_id: number;
                                    title: string;
                                    title_en: string;
                                    prompt_en: string;
                                    level: string;
                                };
                                text: string;
                                /** @description 手書きの写真（/uploads/...）。なければ null */
                                image_url: string | null;
                                /** Format: date-time */
                                created_at: string;
                                score: number;
                                word_count: number;
                                /** @description AI が見つけた誤りの数（0 なら「間違いは見つかりませんでした」） */
                                error_count: number;
                                general_comment: string;
                                /** @description 語彙の多様さ・正確さ、文法の多様さ・正確さ（各 0〜100） */
                                overall_evaluation: {
                                    vocabulary_diversity: number;
                                    vocabulary_correctness: number;
                                    grammar_diversity: number;
                                    grammar_correctness: number;
                                };
                                comments: {
                                    sent_content: string;
                                    start: number;
                                    end: number;
                                    /** @description 文ごとの講評 */
                                    comment: string;
                                    sent_comments: {
                                        /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                                        hit_words_pos: {
                                            startPos: number;
                                            endPos: number;
                                        };
                                        comments: string;
                                        /** @description 先生のコメントなら先生の名前、AI なら空 */
                                        teacher_name: string;
                                        /** @enum {string} */
                                        type: "AI" | "TEACHER";
                                        kind: ("spelling" | "grammar" | "punctuation" | "style" | "word_choice") | "teacher";
                                        suggestion: string | null;
                                    }[];
                                }[];
                                /** @description 先生のコメント（宿題） */
                                correct_notes: {
                                    sent_content: string;
                                    comments: string;
                                    teacher_name: string;
                                    /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                                    hit_words_pos: {
                                        startPos: number;
                                        endPos: number;
                                    };
                                }[];
                                /** @description 模範解答 */
                                en_answer: string;
                                en_answer_ja: string;
                                homework_id: number | null;
                                /**
                                 * @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々
                                 * @enum {string}
                                 */
                                source: "skillup" | "ai";
                                /** @enum {string} */
                                mode: "practice" | "homework";
                                time_spent_seconds: number;
                                student: {
                                    id: number;
                                    name: string;
                                    nickname: string;
                                };
                                homework_title: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/level-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 英検の級・TOEIC のコースと、生徒が学習中のもの */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                current_level_id: number | null;
                                list: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                    cefr: string;
                                    description: string;
                                    sample_en: string;
                                    sample_ja: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/submit-level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 学習する級・コースを選ぶ */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        level_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/get-class-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学習中の級の分野別練習（ディレクトリ）と進み具合
         * @description exam がなければ生徒が選んだ級（英検・TOEIC）のもの。級がまだ選ばれていなければ level は null、list は空。exam=toeic / tokyo / college / highschool なら、選んだ級にかかわらずその試験の練習（TOEIC のパート別・ビジネス、東京の課題別・ユニット・リスニング、共通テストの大問別、高校入試の地域別）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 試験の種類（省略時は選んだ級） */
                    exam?: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                    cefr: string;
                                    description: string;
                                    sample_en: string;
                                    sample_ja: string;
                                } | null;
                                list: {
                                    /** @description 分野（ディレクトリ）の ID。get-resource-list の directory_id */
                                    class_id: number;
                                    level_id: number;
                                    code: string;
                                    /** @description 何の練習か。英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7 / business、東京: task-a〜task-d / unit / listening、共通テスト: part1〜part6、高校入試: region */
                                    kind: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/get-resource-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 分野（ディレクトリ）の練習セットと進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    directory_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                directory: {
                                    /** @description 分野（ディレクトリ）の ID。get-resource-list の directory_id */
                                    class_id: number;
                                    level_id: number;
                                    code: string;
                                    /** @description 何の練習か。英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7 / business、東京: task-a〜task-d / unit / listening、共通テスト: part1〜part6、高校入試: region */
                                    kind: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/get-exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 練習セットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 directory_id はそのセットの分野。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                directory_id: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（英検の分野別練習）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/directory-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学習中の級の模擬テスト一覧と受験の記録
         * @description 級がまだ選ばれていなければ level は null、list は空。exam=toeic / tokyo / college なら選んだ級にかかわらずその試験の模擬テスト。締め切りを過ぎた未提出の回はここで時間切れとして採点される。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 試験の種類（省略時は選んだ級） */
                    exam?: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                } | null;
                                list: {
                                    /** @description 模擬テストの ID（resource-list の directory_id） */
                                    directory_id: number;
                                    level_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    /** @description 制限時間（分） */
                                    minutes: number;
                                    /** @description 合格ラインとみなす正答率（0..1） */
                                    pass_ratio: number;
                                    section_count: number;
                                    /** @description 設問の数 */
                                    item_count: number;
                                    /** @description 提出済み（時間切れを含む）の回数 */
                                    attempt_count: number;
                                    best_percent: number | null;
                                    /** @description 最後に終わった回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 解答中の回（続きから） */
                                    open_attempt: components["schemas"]["EikenExamAttempt"] | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/resource-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 模擬テストの大問（セクション）と問題セット */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    directory_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                directory: components["schemas"]["EikenExam"];
                                level: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                };
                                sections: {
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    title: string;
                                    resources: {
                                        id: number;
                                        resource_id: number;
                                        code: string;
                                        resource_code: string;
                                        title: string;
                                        resource_title: string;
                                        type: string;
                                        resource_type: string;
                                        version: string;
                                        resource_version: string;
                                        /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                        resource_file: string;
                                        path: string;
                                        level: string;
                                        root_path: string;
                                        /** @description 表示する質問IDをカンマ区切りで */
                                        question_ids: string;
                                        item_count: number;
                                        /** @description 設問の数（長文は1項目に複数の設問） */
                                        question_count: number;
                                    }[];
                                }[];
                                open_attempt: components["schemas"]["EikenExamAttempt"] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/get-exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 模擬テストの問題セットと、解答中の回でのその記録
         * @description exam_guid を省くと解答中の回（なければ空の記録、attempt は null）。解答を再開するときに使う。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    exam_guid?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                directory_id: number;
                                section: {
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    title: string;
                                };
                                attempt: components["schemas"]["EikenExamAttempt"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 模擬テストの回答を1つ記録する
         * @description エンジンが回答ごとに送る。exam_guid は受験1回の ID（クライアントが作る）、guid はその回の問題セットの run で <exam_guid>-r<resource_id>。
         *     新しい exam_guid の最初の投稿（回答なしの進み具合だけでもよい）で受験が始まり、制限時間が動き出す（attempt.deadline_at）。同じテストの解答中の回があれば 409。
         *     締め切り（＋30秒）を過ぎた投稿と提出済みの回への投稿は 423。回答の項目と採点は他の回答記録と同じ。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        exam_guid: string;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                is_completed: 0 | 1;
                                current_index: number;
                                has_limit: 0 | 1;
                                limit_number: number;
                                answer: {
                                    question_id: string;
                                    kind: string;
                                    /** @description サーバーが採点した点（0..100）。クライアントの点と違えばこちらが記録される */
                                    percent_score: number;
                                    total_score: number;
                                    server_scored: 0 | 1;
                                    result: {
                                        question_id: string;
                                        answer_index: number[];
                                        score: number;
                                    }[] | null;
                                    is_skipped: 0 | 1;
                                    record_file: string;
                                    learn_count: number;
                                    best_score: number;
                                    practiced: 0 | 1;
                                    /** @description この回答で付いたポイント（再送では 0） */
                                    points: number;
                                    /** @description 1: 同じ回答の再送だった（記録もポイントも増えていない） */
                                    replayed: 0 | 1;
                                } | null;
                                attempt: components["schemas"]["EikenExamAttempt"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/submit-exam-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 模擬テストを提出する（時間切れを含む）
         * @description 受験を終えて採点し、結果（get-history-logs と同じ形）を返す。reason は submitted（提出）か timeout（時間切れ）。締め切りを過ぎていれば timeout として扱う。
         *     answers に手元に残っている回答をまとめて送ってもよい（TOEIC の画面のように最後に一括で送る場合。締め切り前なら記録してから採点する）。未回答の問題は 0 点。提出済みの回をもう一度送ると最初の結果を返す。
         *     推定の方法: 語彙・会話・長文を Reading、リスニングを Listening の技能とし、技能ごとの正答率 p を英検の CSE スケールに区分線形で写す（0→0、級の pass_ratio→一次試験の合格スコア÷一次の技能数、1→技能の満点）。ライティングは模擬テストにないため、スコアと合格ラインは出題された技能だけで数える。
         *     合格の見込み: c 問正解 / n 問のとき本当の正答率の事後分布を Beta(c+1, n−c+1)（一様事前）とし、その分散を各技能の写像の傾きで CSE に移して合計の標準誤差を出し（デルタ法）、正規近似 Φ((スコア − 合格ライン) / 標準誤差) とする。合格ライン上でちょうど 50%。正答率の95%範囲は Wilson 区間。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        exam_guid: string;
                        /** @enum {string} */
                        reason: "submitted" | "timeout";
                        answers?: {
                            resource_id: number;
                            question_id: string;
                            result?: string;
                            answer_result?: string;
                            is_skipped?: "0" | "1" | 0 | 1;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                directory_id: number;
                                /** Format: date-time */
                                started_at: string;
                                /**
                                 * Format: date-time
                                 * @description この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）
                                 */
                                deadline_at: string;
                                /** @description サーバーの時計で残り時間（秒） */
                                remaining_seconds: number;
                                finished_at: string | null;
                                /** @description submitted: 提出、timeout: 時間切れ */
                                finish_reason: ("submitted" | "timeout") | null;
                                /** @enum {string} */
                                status: "open" | "finished";
                                directory: components["schemas"]["EikenExam"];
                                level: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                };
                                result: components["schemas"]["EikenExamResult"] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/get-exam-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 終わった受験での問題セットの記録（見直し用。解説つき）
         * @description guid を省くと最後に終わった回。解答中の回は 409。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                directory_id: number;
                                section: {
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    title: string;
                                };
                                attempt: components["schemas"]["EikenExamAttempt"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/get-history-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 模擬テストの受験履歴（新しい順、50件まで）
         * @description directory_id でその模擬テストだけ、exam でその試験（eiken / toeic / tokyo / college）の模擬テストだけに絞る。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    directory_id?: number;
                    exam?: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    guid: string;
                                    directory_id: number;
                                    /** Format: date-time */
                                    started_at: string;
                                    /**
                                     * Format: date-time
                                     * @description この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）
                                     */
                                    deadline_at: string;
                                    /** @description サーバーの時計で残り時間（秒） */
                                    remaining_seconds: number;
                                    finished_at: string | null;
                                    /** @description submitted: 提出、timeout: 時間切れ */
                                    finish_reason: ("submitted" | "timeout") | null;
                                    title: string;
                                    correct: number;
                                    total: number;
                                    percent: number;
                                    scaled_score: number | null;
                                    pass_probability: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-toeic-exam/get-history-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 受験1回の結果: 大問・技能ごとの点、CSE 風スコア、合格の見込み
         * @description 解答中の回は status=open、result は null。
         *     推定の方法: 語彙・会話・長文を Reading、リスニングを Listening の技能とし、技能ごとの正答率 p を英検の CSE スケールに区分線形で写す（0→0、級の pass_ratio→一次試験の合格スコア÷一次の技能数、1→技能の満点）。ライティングは模擬テストにないため、スコアと合格ラインは出題された技能だけで数える。
         *     合格の見込み: c 問正解 / n 問のとき本当の正答率の事後分布を Beta(c+1, n−c+1)（一様事前）とし、その分散を各技能の写像の傾きで CSE に移して合計の標準誤差を出し（デルタ法）、正規近似 Φ((スコア − 合格ライン) / 標準誤差) とする。合格ライン上でちょうど 50%。正答率の95%範囲は Wilson 区間。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                directory_id: number;
                                /** Format: date-time */
                                started_at: string;
                                /**
                                 * Format: date-time
                                 * @description この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）
                                 */
                                deadline_at: string;
                                /** @description サーバーの時計で残り時間（秒） */
                                remaining_seconds: number;
                                finished_at: string | null;
                                /** @description submitted: 提出、timeout: 時間切れ */
                                finish_reason: ("submitted" | "timeout") | null;
                                /** @enum {string} */
                                status: "open" | "finished";
                                directory: components["schemas"]["EikenExam"];
                                level: {
                                    level_id: number;
                                    code: string;
                                    /** @enum {string} */
                                    exam: "eiken" | "toeic" | "tokyo" | "college" | "highschool";
                                    name: string;
                                    name_en: string;
                                };
                                result: components["schemas"]["EikenExamResult"] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken/suggest/guid/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 間違えた問題の復習用紙（級ごと）
         * @description 級の分野別練習と模擬テストで、最新の回答が正解でない問題を教材ごとにまとめる（復習で正解すれば外れる）。open_review は途中の復習、last_review は最後に終えた復習。復習はクライアントが作る guid で guid/logs と guid/item/submit を使って解く。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                };
                                total: number;
                                kinds: {
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    count: number;
                                }[];
                                sections: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    count: number;
                                }[];
                                open_review: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    completed_at: string | null;
                                    answered: number;
                                    correct: number;
                                    total: number;
                                } | null;
                                last_review: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    completed_at: string | null;
                                    answered: number;
                                    correct: number;
                                    total: number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken/suggest/guid/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 復習1回の問題と回答
         * @description まだ使われていない guid は、いま間違えている問題による新しい復習（status=new）。最初の回答でその問題が固定される。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level_id: number;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                };
                                guid: string;
                                /** @enum {string} */
                                status: "new" | "open" | "completed";
                                started_at: string | null;
                                completed_at: string | null;
                                total: number;
                                answered: number;
                                correct: number;
                                sections: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    items: {
                                        question_id: string;
                                        answered: 0 | 1;
                                        percent_score: number;
                                        result: {
                                            question_id: string;
                                            answer_index: number[];
                                            score: number;
                                        }[] | null;
                                        answer_result: string;
                                        is_skipped: 0 | 1;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken/suggest/guid/item/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 復習の回答を1つ記録する
         * @description エンジンが回答ごとに送る（guid は復習の ID）。新しい guid の最初の回答で復習が始まる（問題はその時点で間違えている問題）。回答はサーバーが教材の正解で採点し、1問1回（再送は同じ回答、replayed=1）。全問答えるか is_completed=1 で終わる。終わった復習への新しい回答は 409。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        level_id: number;
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                /** Format: date-time */
                                started_at: string;
                                completed_at: string | null;
                                answered: number;
                                correct: number;
                                total: number;
                                is_completed: 0 | 1;
                                answer: {
                                    question_id: string;
                                    percent_score: number;
                                    result: {
                                        question_id: string;
                                        answer_index: number[];
                                        score: number;
                                    }[] | null;
                                    is_skipped: 0 | 1;
                                    replayed: 0 | 1;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken/suggest/next/res/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 次に練習するとよいセット
         * @description resource_tag は終えたセットの種類: practice（分野別練習・RWL のセット）か challenge（模擬テストの問題セット）。同じ分野のまだ終えていない次のセット（same_kind）、いちばん弱い別の分野のセット（weak_kind: セットの最高点の平均が最も低い分野。未着手は0点）、復習できる問題数を返す。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    resource_tag: "practice" | "challenge";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level_id: number;
                                /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                kind: string;
                                list: {
                                    /** @enum {string} */
                                    reason: "same_kind" | "weak_kind";
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    class_id: number;
                                    class_title: string;
                                    resource: {
                                        id: number;
                                        resource_id: number;
                                        code: string;
                                        resource_code: string;
                                        title: string;
                                        resource_title: string;
                                        type: string;
                                        resource_type: string;
                                        version: string;
                                        resource_version: string;
                                        /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                        resource_file: string;
                                        path: string;
                                        level: string;
                                        root_path: string;
                                        /** @description 表示する質問IDをカンマ区切りで */
                                        question_ids: string;
                                        /** @enum {string} */
                                        status: "not_started" | "in_progress" | "completed";
                                        completed_times: number;
                                        best_score: number;
                                        last_score: number;
                                        /** @description 最後に完了した回の guid（結果画面用） */
                                        last_guid: string;
                                        /** @description 未完了の回の guid（続きから） */
                                        open_guid: string;
                                        current_index: number;
                                        item_count: number;
                                    };
                                }[];
                                review: {
                                    level_id: number;
                                    wrong_count: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/region/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 高校入試リスニングの地域一覧と、生徒が選んだ地域 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                current_region_id: number | null;
                                list: {
                                    /** @description 地域（高校入試リスニングの地域別ディレクトリ）の ID */
                                    region_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/region/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 高校入試リスニングの地域を選ぶ */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        region_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                region_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/region/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 選んだ地域の問題セットと進み具合
         * @description 地域がまだ選ばれていなければ region は null、list は空。level_id は復習（review/*）の eiken_id。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level_id: number | null;
                                region: {
                                    /** @description 地域（高校入試リスニングの地域別ディレクトリ）の ID */
                                    region_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                } | null;
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/region/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 地域別問題セットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 問題セット（教材）の ID */
                    res_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/region/log/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（高校入試リスニングの地域別問題）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/review/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 間違えた問題の復習用紙（共通テスト・高校入試リスニング）
         * @description その試験の練習と模擬テストで、最新の回答が正解でない問題を教材ごとにまとめる（復習で正解すれば外れる）。復習はクライアントが作る guid で review/logs と review/log/submit を使って解く。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 復習する試験のレベル ID（共通テスト・高校入試リスニング。region/index の level_id、get-class-list の level.level_id） */
                    eiken_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                };
                                total: number;
                                kinds: {
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    count: number;
                                }[];
                                sections: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    count: number;
                                }[];
                                open_review: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    completed_at: string | null;
                                    answered: number;
                                    correct: number;
                                    total: number;
                                } | null;
                                last_review: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    completed_at: string | null;
                                    answered: number;
                                    correct: number;
                                    total: number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/review/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 復習1回の問題と回答
         * @description まだ使われていない guid は、いま間違えている問題による新しい復習（status=new）。最初の回答でその問題が固定される。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 復習する試験のレベル ID（共通テスト・高校入試リスニング。region/index の level_id、get-class-list の level.level_id） */
                    eiken_id: number;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                };
                                guid: string;
                                /** @enum {string} */
                                status: "new" | "open" | "completed";
                                started_at: string | null;
                                completed_at: string | null;
                                total: number;
                                answered: number;
                                correct: number;
                                sections: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                                    kind: string;
                                    items: {
                                        question_id: string;
                                        answered: 0 | 1;
                                        percent_score: number;
                                        result: {
                                            question_id: string;
                                            answer_index: number[];
                                            score: number;
                                        }[] | null;
                                        answer_result: string;
                                        is_skipped: 0 | 1;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/college-exam/review/log/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 復習の回答を1つ記録する
         * @description 新しい guid の最初の回答で復習が始まる。回答はサーバーが採点し、1問1回（再送は同じ回答、replayed=1）。全問答えるか is_completed=1 で終わる。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 復習する試験のレベル ID（共通テスト・高校入試リスニング。region/index の level_id、get-class-list の level.level_id） */
                        eiken_id: number;
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                /** Format: date-time */
                                started_at: string;
                                completed_at: string | null;
                                answered: number;
                                correct: number;
                                total: number;
                                is_completed: 0 | 1;
                                answer: {
                                    question_id: string;
                                    percent_score: number;
                                    result: {
                                        question_id: string;
                                        answer_index: number[];
                                        score: number;
                                    }[] | null;
                                    is_skipped: 0 | 1;
                                    replayed: 0 | 1;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/tokyo-higher/practice-resource/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 東京都スピーキングテスト対策: 課題別トレーニング・ユニット・リスニングの教材と進み具合
         * @description dir_id は get-class-list?exam=tokyo の class_id。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    dir_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                directory: {
                                    class_id: number;
                                    level_id: number;
                                    code: string;
                                    /** @description 東京: task-a〜task-d / unit / listening、ビジネスTOEIC: business */
                                    kind: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/get-class-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ビジネスTOEIC のクラスと進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    class_id: number;
                                    level_id: number;
                                    code: string;
                                    /** @description 東京: task-a〜task-d / unit / listening、ビジネスTOEIC: business */
                                    kind: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    unit_count: number;
                                    completed_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/get-unit-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ビジネスTOEIC のクラスのユニット（練習セット）
         * @description ユニットは /v3/eiken-toeic/get-exercise-logs と submit-exercise-log で解く。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    class_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                class: {
                                    class_id: number;
                                    level_id: number;
                                    code: string;
                                    /** @description 東京: task-a〜task-d / unit / listening、ビジネスTOEIC: business */
                                    kind: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/get-class-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学習中の級の単語ユニットと進み具合（単語トレーニング・単語学習）
         * @description 級がまだ選ばれていなければ level と word_list は null、list は空。resource_count / completed_count はトレーニングのセット、learned は単語学習の確認テストを完了したか。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                } | null;
                                word_list: {
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    word_count: number;
                                } | null;
                                list: {
                                    /** @description 単語ユニットの ID（get-resource-list / get-word-list の class_id） */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                    word_count: number;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                    learned: 0 | 1;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/get-resource-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語ユニットのトレーニングセット（単語→意味、意味→単語、つづり、発音）と進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    class_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unit: {
                                    /** @description 単語ユニットの ID（get-resource-list / get-word-list の class_id） */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/get-word-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語ユニットの学習カード（単語・発音記号・意味・音声・例文と訳）と確認テスト */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    class_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unit: {
                                    /** @description 単語ユニットの ID（get-resource-list / get-word-list の class_id） */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                };
                                words: {
                                    word_id: number;
                                    /** @description 単語の不変の識別子（見出し語と品詞のハッシュ）。生成された問題IDは w<key>-<kind> */
                                    key: string;
                                    word: string;
                                    /** @description 品詞（noun, verb, adjective, ... phrase） */
                                    pos: string;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    meaning: string;
                                    example: string;
                                    example_jp: string;
                                    /** @description 単語の音声の URL（/resources/words-<unit>/<version>/audio/...） */
                                    audio_file: string;
                                    /** @description 例文の音声の URL */
                                    example_audio_file: string;
                                }[];
                                /** @description カードのあとの確認テスト（word_choice） */
                                check: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/get-exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語セットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 class_id はそのセットの単語ユニット、purpose は training（単語トレーニング）か learning（単語学習の確認テスト）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                class_id: number;
                                /** @enum {string} */
                                purpose: "training" | "learning";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（英検の単語トレーニング・単語学習）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-training/get-review-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 回の結果から復習する単語
         * @description guid の回（なければ最後に完了した回）で、間違えた・スキップした単語と、発音の点数が 60 点未満だった単語を、セットの順に返す。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unit: {
                                    /** @description 単語ユニットの ID（get-resource-list / get-word-list の class_id） */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                };
                                guid: string | null;
                                /** @description その回で答えた問題の数 */
                                answered: number;
                                list: {
                                    word_id: number;
                                    /** @description 単語の不変の識別子（見出し語と品詞のハッシュ）。生成された問題IDは w<key>-<kind> */
                                    key: string;
                                    word: string;
                                    /** @description 品詞（noun, verb, adjective, ... phrase） */
                                    pos: string;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    meaning: string;
                                    example: string;
                                    example_jp: string;
                                    /** @description 単語の音声の URL（/resources/words-<unit>/<version>/audio/...） */
                                    audio_file: string;
                                    /** @description 例文の音声の URL */
                                    example_audio_file: string;
                                    question_id: string;
                                    percent_score: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-interview/card-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学習中の級の面接（二次試験）の問題カードと進み具合
         * @description 級がまだ選ばれていなければ level は null。面接は3級以上にあり、5級・4級では list が空。resource は問題カードの練習（音読と質問）の教材。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    level_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                } | null;
                                list: {
                                    card_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    passage_title: string;
                                    /** @description 問題カードの文章（音読する） */
                                    passage: string;
                                    passage_jp: string;
                                    /** @description 問題カードのイラストの URL */
                                    picture: string;
                                    resource: {
                                        id: number;
                                        resource_id: number;
                                        code: string;
                                        resource_code: string;
                                        title: string;
                                        resource_title: string;
                                        type: string;
                                        resource_type: string;
                                        version: string;
                                        resource_version: string;
                                        /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                        resource_file: string;
                                        path: string;
                                        level: string;
                                        root_path: string;
                                        /** @description 表示する質問IDをカンマ区切りで */
                                        question_ids: string;
                                        /** @enum {string} */
                                        status: "not_started" | "in_progress" | "completed";
                                        completed_times: number;
                                        best_score: number;
                                        last_score: number;
                                        /** @description 最後に完了した回の guid（結果画面用） */
                                        last_guid: string;
                                        /** @description 未完了の回の guid（続きから） */
                                        open_guid: string;
                                        current_index: number;
                                        item_count: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-interview/get-exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 問題カードと面接練習の記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 card は問題カード（文章とイラスト）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                card: {
                                    card_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    passage_title: string;
                                    /** @description 問題カードの文章（音読する） */
                                    passage: string;
                                    passage_jp: string;
                                    /** @description 問題カードのイラストの URL */
                                    picture: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/eiken-interview/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（英検の面接練習：音読と質問への答え）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CEFR のトップ: レベルの道のり、生徒のレベル、最後のテスト、次にすること */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                levelList: {
                                    level_id: number;
                                    /** @enum {string} */
                                    code: "pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                                    has_units: boolean;
                                }[];
                                student_level_id: number | null;
                                studentCefrLevel: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                /** @description 次のテストを受けるレベル（生徒のレベル。まだなければ null） */
                                testCefrLevel: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                last_test: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    finished_at: string | null;
                                    /** @description テストを受けたレベル（初回は null: 判定のみ） */
                                    test_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    /** @description 能力推定値が入るレベル */
                                    placed_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    /** @description 受けたレベルの問題で期待される正答率（0〜100）。昇級・降級の判定に使う */
                                    total_test_score: number | null;
                                    level_before: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    level_after: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                } | null;
                                /** @description 途中のテストがあればその guid */
                                open_test_guid: string | null;
                                next_step: {
                                    /** @enum {string} */
                                    kind: "test" | "unit";
                                    /** @enum {string} */
                                    reason: "no_level" | "level_units" | "next_level_units" | "first_units" | "units_done";
                                    unit: {
                                        unit_id: number;
                                        code: string;
                                        level: string;
                                        level_id: number;
                                        title: string;
                                        title_en: string;
                                        /** @description Can-do の記述（日本語） */
                                        can_do: string;
                                        can_do_en: string;
                                        resource_count: number;
                                        /** @description 1回以上完了した教材の数 */
                                        completed_count: number;
                                    } | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/level-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** レベルマップ: レベルごとの Can-do ユニットと進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                studentCefrLevel: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                levels: {
                                    level_id: number;
                                    /** @enum {string} */
                                    code: "pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                    units: {
                                        unit_id: number;
                                        code: string;
                                        level: string;
                                        level_id: number;
                                        title: string;
                                        title_en: string;
                                        /** @description Can-do の記述（日本語） */
                                        can_do: string;
                                        can_do_en: string;
                                        resource_count: number;
                                        /** @description 1回以上完了した教材の数 */
                                        completed_count: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/unit-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Can-do ユニットの練習セットと進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    unit_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unit: {
                                    unit_id: number;
                                    code: string;
                                    level: string;
                                    level_id: number;
                                    title: string;
                                    title_en: string;
                                    /** @description Can-do の記述（日本語） */
                                    can_do: string;
                                    can_do_en: string;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/get-exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ユニットの練習セットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 unit_id はそのセットのユニット。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                unit_id: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（CEFR のユニット練習）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/test/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * レベル判定テストを始める（途中のテストがあればその続き）
         * @description guid はクライアントが作るテストの ID。途中のテストがあれば新しく始めず、その guid と次の問題を返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                test_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                max_items: number;
                                answered: number;
                                /** @description true ならテストは終了（結果は test/result） */
                                finished: boolean;
                                /** @description 次に答える問題（終了していれば null） */
                                item: {
                                    /** @description 何問目か（1から） */
                                    position: number;
                                    question_id: string;
                                    skill: string;
                                    resource: components["schemas"]["ResourceInfo"];
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/test/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * テストの次の問題（十分に測れたらテストを終えて結果を確定する）
         * @description 停止規則（最少10問、標準誤差0.45以下か1つのレベルの確率0.9以上、最大24問）を満たせば finished=true。結果の確定とレベルの変更は1回だけ。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                test_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                max_items: number;
                                answered: number;
                                /** @description true ならテストは終了（結果は test/result） */
                                finished: boolean;
                                /** @description 次に答える問題（終了していれば null） */
                                item: {
                                    /** @description 何問目か（1から） */
                                    position: number;
                                    question_id: string;
                                    skill: string;
                                    resource: components["schemas"]["ResourceInfo"];
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/test/submit-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * テストの回答を1つ記録する（エンジンの送信先）
         * @description guid はテストの guid、question_id は出題された問題、回答は他の回答記録と同じ形（選択問題は result）。サーバーが採点し、50点以上を正解とする。is_skipped=1 は不正解。同じ問題の再送は何も変えない。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                recorded: boolean;
                                answered: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/test/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** テスト結果: レベル、総合点と技能別の失点、レベルの変化、全問の振り返り */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                /** Format: date-time */
                                started_at: string;
                                finished_at: string | null;
                                /** @description テストを受けたレベル（初回は null: 判定のみ） */
                                test_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                /** @description 能力推定値が入るレベル */
                                placed_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                /** @description 受けたレベルの問題で期待される正答率（0〜100）。昇級・降級の判定に使う */
                                total_test_score: number | null;
                                level_before: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                level_after: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                /** @description 能力推定値（ロジット） */
                                theta: number;
                                standard_error: number;
                                /** @description 技能別の失点（合計は 100 - 総合点） */
                                lost_test_score: {
                                    /** @enum {string} */
                                    skill: "grammar" | "vocabulary" | "reading" | "listening";
                                    lost: number;
                                }[];
                                correct_count: number;
                                items: {
                                    /** @description 何問目か（1から） */
                                    position: number;
                                    question_id: string;
                                    skill: string;
                                    resource: components["schemas"]["ResourceInfo"];
                                    correct: 0 | 1;
                                    answer: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cefr/test/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 受けたテストの一覧（新しい順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    guid: string;
                                    /** Format: date-time */
                                    started_at: string;
                                    finished_at: string | null;
                                    /** @description テストを受けたレベル（初回は null: 判定のみ） */
                                    test_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    /** @description 能力推定値が入るレベル */
                                    placed_level: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    /** @description 受けたレベルの問題で期待される正答率（0〜100）。昇級・降級の判定に使う */
                                    total_test_score: number | null;
                                    level_before: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                    level_after: ("pre-A1" | "A1" | "A2" | "B1" | "B2" | "C1" | "C2") | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/introduce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 辞書の説明ページ
         * @description 使い方の説明、収録語数（読み込まれているデータの数）、データの出典とライセンス表示。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                title: string;
                                paragraphs: string[];
                                stats: {
                                    headwords: number;
                                    phrases: number;
                                    with_ipa: number;
                                    with_examples: number;
                                    /** Format: date-time */
                                    built_at: string;
                                };
                                licences: {
                                    name: string;
                                    source: string;
                                    licence: string;
                                    url: string;
                                    notice: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/new-search-word": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語を調べる
         * @description type=1：英語の見出し語。見出し語そのもの、変化形ならそのもとの形（went → go、invoices → invoice）を entries に、その語で始まるほかの見出し語を list に返す。見つからないときは suggestions につづりの近い語。type=2：日本語の意味がその語と同じ見出し語を entries に、その語で始まる意味を持つ語を list に。履歴には残さない（開いた単語は submit-word-log で記録）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 調べる単語。type=1 は英語、type=2 は日本語（意味から英単語を探す） */
                    word: string;
                    /** @description 1 = 英語で検索（既定）、2 = 日本語の意味で検索 */
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                query: string;
                                type: 1 | 2;
                                /** @description 見出し語そのもの、次に変化形のもとの形（なければ空） */
                                entries: {
                                    word_id: number;
                                    word: string;
                                    /** @description IPA（/ なし）。ないときは空 */
                                    ipa: string;
                                    is_phrase: boolean;
                                    /** @description 日本語の短い意味 */
                                    mean: string;
                                    senses: {
                                        /** @description 'noun'|'verb'|'adjective'|'adverb'|'preposition'|'conjunction'|'pronoun'|'interjection'|'phrase'|'other' */
                                        pos: string;
                                        pos_ja: string;
                                        meanings: string[];
                                        definition_en: string;
                                    }[];
                                    examples: {
                                        en: string;
                                        /** @description 和訳（データにないときは空） */
                                        ja: string;
                                        source: string;
                                    }[];
                                    forms: {
                                        /** @description 'past'|'past_participle'|'third_person'|'present_participle'|'plural'|'comparative'|'superlative' */
                                        kind: string;
                                        label_ja: string;
                                        word: string;
                                    }[];
                                    related: {
                                        word: string;
                                        word_id: number | null;
                                        /** @description 'derived'|'synonym'|'antonym'|... */
                                        relation: string;
                                        relation_ja: string;
                                    }[];
                                    phrases: {
                                        word_id: number;
                                        word: string;
                                        mean: string;
                                    }[];
                                    sources: string[];
                                }[];
                                inflection: {
                                    form: string;
                                    lemma: string;
                                    kind: string;
                                    label_ja: string;
                                } | null;
                                /** @description その語で始まるほかの見出し語（type=2 はほかの意味の一致） */
                                list: {
                                    word_id: number;
                                    word: string;
                                    mean: string;
                                    ipa: string;
                                    is_phrase: boolean;
                                }[];
                                /** @description 見つからなかったときの、つづりの近い語 */
                                suggestions: {
                                    word_id: number;
                                    word: string;
                                    mean: string;
                                    ipa: string;
                                    is_phrase: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/fuzzy-search-word": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * つづりの近い単語（スペルミスの候補）
         * @description 編集距離（隣り合う文字の入れ替えも1）の小さい順、同じなら入れ替え・文字の重なり・母音の違いを近いとみなし、よく使う語を先に、10語まで。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description つづりに自信のない英単語 */
                    word: string;
                    /** @description 1 = 英語（今はこれだけ） */
                    type?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                query: string;
                                list: {
                                    word_id: number;
                                    word: string;
                                    mean: string;
                                    ipa: string;
                                    is_phrase: boolean;
                                    distance: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/screen-search-word": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 入力中の候補（前方一致）
         * @description その文字列で始まる見出し語を10語まで。完全に一致する語を先頭に、あとはよく使う語の順。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 入力中の英単語（先頭の数文字） */
                    word: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                query: string;
                                list: {
                                    word_id: number;
                                    word: string;
                                    mean: string;
                                    ipa: string;
                                    is_phrase: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/word-search-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 最近調べた単語
         * @description 開いた単語を新しい順に50語まで。同じ単語は1行で、開いた回数が times。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    word_id: number;
                                    word: string;
                                    mean: string;
                                    /** Format: date-time */
                                    searched_at: string;
                                    times: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/submit-word-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語を開いたことを記録する
         * @description 生徒と単語ごとに1行：初めてなら追加、2回目からは回数を1増やして日時を今にする。辞書にない word_id は 404。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 開いた見出し語の word_id */
                        word_id: number;
                        /** @description 生徒が入力した語 */
                        query?: string;
                        /**
                         * @description どこから開いたか
                         * @enum {string}
                         */
                        via?: "search" | "suggestion" | "fuzzy" | "history" | "related";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                word_id: number;
                                times: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dictionary/del-search-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 検索履歴から単語を消す
         * @description word_ids（1〜100個）をその生徒の履歴から消す。1つでもその生徒の履歴にない単語があれば 404 で、何も消さない。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        word_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 本の一覧（レベル・ジャンル・キーワードで絞り込み）
         * @description レベル（1〜6）の説明と本の一覧。recommended_level は最後のレベルチェックのおすすめ（まだなら null）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level?: number;
                    genre?: "fiction" | "nonfiction";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                levels: {
                                    level: number;
                                    name_ja: string;
                                    name_en: string;
                                    /** @description 近い英検の級（英検3級） */
                                    eiken: string;
                                    /** @description the same in English (Eiken Grade 3) */
                                    eiken_en: string;
                                    cefr: string;
                                    headwords: number;
                                    min_words: number;
                                    max_words: number;
                                }[];
                                list: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                }[];
                                recommended_level: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本の詳細（章・練習問題・自分の感想） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    book_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                book: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                    chapters: {
                                        chapter_index: number;
                                        title: string;
                                        title_jp: string;
                                        word_count: number;
                                    }[];
                                    gloss_count: number;
                                    exercises: {
                                        id: number;
                                        resource_id: number;
                                        code: string;
                                        resource_code: string;
                                        title: string;
                                        resource_title: string;
                                        type: string;
                                        resource_type: string;
                                        version: string;
                                        resource_version: string;
                                        /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                        resource_file: string;
                                        path: string;
                                        level: string;
                                        root_path: string;
                                        /** @description 表示する質問IDをカンマ区切りで */
                                        question_ids: string;
                                        /** @enum {string} */
                                        status: "not_started" | "in_progress" | "completed";
                                        completed_times: number;
                                        best_score: number;
                                        last_score: number;
                                        /** @description 最後に完了した回の guid（結果画面用） */
                                        last_guid: string;
                                        /** @description 未完了の回の guid（続きから） */
                                        open_guid: string;
                                        current_index: number;
                                        item_count: number;
                                        /** @description 完了していれば最高点 */
                                        score: number | null;
                                        completed: 0 | 1;
                                    }[];
                                    impression: {
                                        book_id: number;
                                        stars: number;
                                        content: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の本棚（最大10冊、新しく追加した順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                count: number;
                                limit: number;
                                list: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                    /** Format: date-time */
                                    added_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/shelf/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 本棚に追加
         * @description 本棚がいっぱい（10冊）なら 409 で何も変えない。すでにある本は何もしない。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        book_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                count: number;
                                limit: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/shelf/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 本棚から外す */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        book_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                count: number;
                                limit: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 本文（リーダー用）
         * @description 章ごとの段落と文。文ごとの音声（audio_url）と長さ（duration_ms）で、読み上げ中の文を強調する。glosses はレベルより上の語の日本語。position は保存した読んだ位置（どの端末からでも同じ）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    book_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                book: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                    voice: string;
                                };
                                chapters: {
                                    chapter_index: number;
                                    title: string;
                                    title_jp: string;
                                    word_count: number;
                                    paragraphs: {
                                        /** @description 章の中の文の番号（0から、段落をまたいで数える） */
                                        sentence_index: number;
                                        text: string;
                                        words: number;
                                        audio_url: string;
                                        duration_ms: number;
                                    }[][];
                                }[];
                                glosses: {
                                    word: string;
                                    forms: string[];
                                    ja: string;
                                }[];
                                position: {
                                    chapter_index: number;
                                    sentence_index: number;
                                    percent: number;
                                    finished: 0 | 1;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 読んでいる位置を保存
         * @description 最後に保存した位置が残る（どの端末からでも）。最後の文に着いたら読了（finished）になり、前に戻っても読了のまま。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        book_id: number;
                        chapter_index: number;
                        sentence_index: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                position: {
                                    chapter_index: number;
                                    sentence_index: number;
                                    percent: number;
                                    finished: 0 | 1;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/reading-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 読書の記録（時間と語数）
         * @description 章を離れたとき・ページを閉じるとき・2分ごとに送る。guid ごとに1回だけ記録する（再送しても増えない：saved 0）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        guid: string;
                        book_id: number;
                        chapter_index: number;
                        seconds: number;
                        words: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                saved: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 読書の記録（合計・日ごと・本ごと）
         * @description days 日分（東京の日付、古い順、記録のない日も0で入る）。wpm は1分あたりの語数（30秒未満は null）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                totals: {
                                    books_started: number;
                                    books_finished: number;
                                    minutes: number;
                                    words: number;
                                    wpm: number | null;
                                };
                                days: {
                                    date: string;
                                    minutes: number;
                                    words: number;
                                    wpm: number | null;
                                }[];
                                books: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                    minutes: number;
                                    words: number;
                                    /** Format: date-time */
                                    last_read_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/impression": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の感想 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    book_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                impression: {
                                    book_id: number;
                                    stars: number;
                                    content: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** 感想を保存（星1〜5と1000文字以内の文、絵文字不可） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        book_id: number;
                        stars: number;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                impression: {
                                    book_id: number;
                                    stars: number;
                                    content: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/level-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** レベルチェックの問題（やさしい順、選択肢は並べかえ済み） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                questions: {
                                    question_id: string;
                                    level: number;
                                    passage: string;
                                    question: string;
                                    question_jp: string;
                                    choices: string[];
                                }[];
                                last: {
                                    level: number;
                                    correct: number;
                                    total: number;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * レベルチェックの答え → おすすめのレベルと本
         * @description answers: [{ question_id, choice }] の JSON（すべての問題。答えなかった問題は choice を空に）。おすすめは、下のレベルから60%以上正解が続いた一番上のレベル。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            question_id: string;
                            choice: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: number;
                                correct: number;
                                total: number;
                                per_level: {
                                    level: number;
                                    correct: number;
                                    total: number;
                                }[];
                                books: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    /** @description 1〜6（levels を参照） */
                                    level: number;
                                    level_name: string;
                                    /** @enum {string} */
                                    genre: "fiction" | "nonfiction";
                                    genre_jp: string;
                                    topic_jp: string;
                                    word_count: number;
                                    chapter_count: number;
                                    /** @description そのレベルの読む速さでの目安（分） */
                                    reading_minutes: number;
                                    /** @description 表紙の SVG */
                                    cover_url: string;
                                    summary_jp: string;
                                    first_line: string;
                                    on_shelf: 0 | 1;
                                    /** @description 読み始めていなければ null */
                                    progress: {
                                        percent: number;
                                        finished: 0 | 1;
                                        chapter_index: number;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    rating: {
                                        average: number | null;
                                        count: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/exercise-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 本の練習問題セットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                book_id: number;
                                book_title: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（本の練習問題）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語テスト（読んだ本の注の語から10問）
         * @description まだ答えていないテストがあればそれを返す。読んだ本がなければレベルの本から出題。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                test_id: number;
                                questions: {
                                    question_id: number;
                                    word: string;
                                    example: string;
                                    book_title: string;
                                    choices: string[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** 単語テストの答え（1回だけ：2回目は 409） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        test_id: number;
                        answers: {
                            question_id: number;
                            choice: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                test_id: number;
                                score: number;
                                correct: number;
                                total: number;
                                results: {
                                    question_id: number;
                                    word: string;
                                    example: string;
                                    chosen: string;
                                    answer: string;
                                    is_right: 0 | 1;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ebook/homework/free-reading/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 多読の宿題（本を読む宿題）
         * @description 自分のクラスの宿題のうち本を指定したもの。本は最後の文まで読むと done。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    homework_id: number;
                                    title: string;
                                    description: string;
                                    /** Format: date-time */
                                    start_at: string;
                                    /** Format: date-time */
                                    due_at: string;
                                    is_expired: 0 | 1;
                                    is_late: 0 | 1;
                                    done: 0 | 1;
                                    books: {
                                        book_id: number;
                                        code: string;
                                        title: string;
                                        title_jp: string;
                                        /** @description 1〜6（levels を参照） */
                                        level: number;
                                        level_name: string;
                                        /** @enum {string} */
                                        genre: "fiction" | "nonfiction";
                                        genre_jp: string;
                                        topic_jp: string;
                                        word_count: number;
                                        chapter_count: number;
                                        /** @description そのレベルの読む速さでの目安（分） */
                                        reading_minutes: number;
                                        /** @description 表紙の SVG */
                                        cover_url: string;
                                        summary_jp: string;
                                        first_line: string;
                                        on_shelf: 0 | 1;
                                        /** @description 読み始めていなければ null */
                                        progress: {
                                            percent: number;
                                            finished: 0 | 1;
                                            chapter_index: number;
                                            /** Format: date-time */
                                            updated_at: string;
                                        } | null;
                                        rating: {
                                            average: number | null;
                                            count: number;
                                        };
                                        done: 0 | 1;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/get-type-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 対戦の種類（この生徒のレベルとレーティングつき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    type_id: number;
                                    code: string;
                                    name: string;
                                    name_en: string;
                                    description: string;
                                    question_count: number;
                                    seconds_per_question: number;
                                    /** @description この生徒のレーティングがすすめるレベル */
                                    level: number;
                                    rating: number;
                                    battles: number;
                                    wins: number;
                                    /** @description この種類の、まだ復習で正解していない間違えた問題の数 */
                                    wrong_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/get-level-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 5つのレベル（問題の難しさと、すすめるレーティングの範囲） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    level: number;
                                    name: string;
                                    eiken: string;
                                    description: string;
                                    rating_min: number;
                                    rating_max: number | null;
                                    /** @description このレベルの問題数（全種類） */
                                    question_total: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/my-level-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * この生徒の種類ごとのレーティング・レベル・戦績
         * @description type_id を省くと全種類。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    type_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    type_id: number;
                                    code: string;
                                    name: string;
                                    rating: number;
                                    /** @description Glicko-2 のレーティング偏差（小さいほど確か） */
                                    deviation: number;
                                    level: number;
                                    level_name: string;
                                    next_level_rating: number | null;
                                    battles: number;
                                    wins: number;
                                    losses: number;
                                    draws: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** アリーナのルール（/arena/about） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                title: string;
                                sections: {
                                    heading: string;
                                    body: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/matching-rival": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 対戦相手を探す（見つかれば対戦、いなければ待ち行列に入る）
         * @description まだ終わっていない対戦があれば、種類やレベルにかかわらずそれを返す（再読み込みで続ける）。いなければ同じ種類でレベルの差が1以内の待っている生徒と対戦を作り、その生徒にはライブ通知 matched が届く。だれもいなければ waiting（ライブ通知のソケットを開いて待つ）。ghost=1 は ghost_after_seconds 待ったあとにだけ選べ、このレベルの記録された対戦（ゴースト）と対戦する。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    type_id: number;
                    level: number;
                    ghost?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @enum {string} */
                                status: "waiting";
                                waited_seconds: number;
                                ghost_after_seconds: number;
                            } | {
                                /** @enum {string} */
                                status: "matched";
                                battle: {
                                    battle_id: number;
                                    /** @enum {string} */
                                    mode: "live" | "ghost" | "grammar";
                                    /** @enum {string} */
                                    status: "active" | "finished";
                                    type_id: number;
                                    type_code: string;
                                    type_name: string;
                                    level: number;
                                    question_count: number;
                                    seconds_per_question: number;
                                    /**
                                     * Format: date-time
                                     * @description 最初の問題が開く時刻（サーバーの時計）
                                     */
                                    starts_at: string;
                                    /**
                                     * Format: date-time
                                     * @description この応答を作った時刻：画面はこれで時計のずれを直す
                                     */
                                    server_time: string;
                                    me: {
                                        /** @description ゴーストは null */
                                        student_id: number | null;
                                        nickname: string;
                                        avatar: string;
                                        /** @description 対戦開始時のレーティングがすすめるレベル */
                                        level: number;
                                        /** @description 対戦開始時のレーティング */
                                        rating: number;
                                        is_ghost: boolean;
                                        progress: {
                                            /** @description 答えた（時間切れを含む）問題数 */
                                            answered: number;
                                            correct: number;
                                            score: number;
                                        };
                                        finished: boolean;
                                        answers: {
                                            index: number;
                                            /** @description 時間切れは null */
                                            choice: number | null;
                                            right: boolean;
                                            points: number;
                                        }[];
                                    };
                                    rival: {
                                        /** @description ゴーストは null */
                                        student_id: number | null;
                                        nickname: string;
                                        avatar: string;
                                        /** @description 対戦開始時のレーティングがすすめるレベル */
                                        level: number;
                                        /** @description 対戦開始時のレーティング */
                                        rating: number;
                                        is_ghost: boolean;
                                        progress: {
                                            /** @description 答えた（時間切れを含む）問題数 */
                                            answered: number;
                                            correct: number;
                                            score: number;
                                        };
                                        finished: boolean;
                                        /** @description 接続が切れている（戻らなければ棄権） */
                                        away: boolean;
                                    } | null;
                                    /** @description ゴースト対戦：記録された生徒の回答と時間。画面はこれで相手の進み具合を再現する */
                                    ghost_timeline: {
                                        index: number;
                                        /** @description 開始からの時間 */
                                        at_ms: number;
                                        right: boolean;
                                        /** @description この問題のあとの合計点 */
                                        score: number;
                                    }[] | null;
                                    contest_paper: {
                                        questions: {
                                            index: number;
                                            question_id: string;
                                            /**
                                             * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                             * @enum {string}
                                             */
                                            kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                            /** @description 単語：意味を選ぶ英単語 */
                                            word?: string;
                                            /** @description 文法・文完成：___ のある英文。リスニング：画面に出す英語の質問 */
                                            text?: string;
                                            /** @description 文完成（と文法の一部）：文の日本語の意味 */
                                            text_jp?: string;
                                            /** @description リスニング：音声（MP3）の URL */
                                            audio_url?: string;
                                            /** @description 表示する順の4つの選択肢（正解は含まない） */
                                            options: {
                                                /** @description 回答で送る選択肢の番号 */
                                                index: number;
                                                content: string;
                                            }[];
                                        }[];
                                    };
                                    /** @description この生徒がいま答える問題（サーバーが決める）。全問終わったら null */
                                    current: {
                                        index: number;
                                        /** Format: date-time */
                                        opens_at: string;
                                        /** Format: date-time */
                                        closes_at: string;
                                    } | null;
                                };
                            } | {
                                /** @enum {string} */
                                status: "no_ghost";
                                errmsg: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/leave-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 相手を待つのをやめる */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 待ち行列にいた */
                                left: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/submit-exercise-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 対戦の1問の回答（正誤と時間はサーバーが決める）
         * @description 答えられるのはいま開いている問題だけ：まだ表示されていない問題、答えた問題、制限時間（と 1.5 秒の猶予）を過ぎた問題は 400。同じ guid の再送は最初の結果を返し、何も変えない。相手にはライブ通知 rival_progress が届く。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        battle_id: number;
                        question_index: number;
                        choice: number;
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                question_index: number;
                                right: boolean;
                                right_choice: number;
                                /** @description 正解 10 点＋速さのボーナス（最大 10 点）。不正解 0 */
                                points: number;
                                /** @description 問題が開いてから回答が届くまで（サーバーが測った時間） */
                                elapsed_ms: number;
                                me: {
                                    /** @description 答えた（時間切れを含む）問題数 */
                                    answered: number;
                                    correct: number;
                                    score: number;
                                };
                                /** @description 次の問題（この回答の1秒後に開く）。最後の問題なら null */
                                next: {
                                    index: number;
                                    /** Format: date-time */
                                    opens_at: string;
                                    /** Format: date-time */
                                    closes_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/submit-battle-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 対戦を終える（全問答えたか時間切れのあと）
         * @description 相手も終わっていれば（または相手が 10 秒以上戻らない棄権、対戦の期限切れ、ゴースト対戦なら）結果を決めて finished と結果を返す。相手がまだなら waiting_rival（結果が出るとライブ通知 finished）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        battle_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @enum {string} */
                                status: "waiting_rival";
                            } | {
                                /** @enum {string} */
                                status: "finished";
                                result: {
                                    battle_id: number;
                                    /** @enum {string} */
                                    mode: "live" | "ghost" | "grammar";
                                    type_id: number;
                                    type_name: string;
                                    level: number;
                                    /** @enum {string} */
                                    outcome: "win" | "lose" | "draw";
                                    /** @description 棄権した側 */
                                    forfeit: ("me" | "rival") | null;
                                    me: {
                                        /** @description ゴーストは null */
                                        student_id: number | null;
                                        nickname: string;
                                        avatar: string;
                                        /** @description 対戦開始時のレーティングがすすめるレベル */
                                        level: number;
                                        /** @description 対戦開始時のレーティング */
                                        rating: number;
                                        is_ghost: boolean;
                                        score: number;
                                        correct: number;
                                        total: number;
                                        rating_before: number;
                                        rating_after: number;
                                        level_before: number;
                                        level_after: number;
                                    };
                                    rival: {
                                        /** @description ゴーストは null */
                                        student_id: number | null;
                                        nickname: string;
                                        avatar: string;
                                        /** @description 対戦開始時のレーティングがすすめるレベル */
                                        level: number;
                                        /** @description 対戦開始時のレーティング */
                                        rating: number;
                                        is_ghost: boolean;
                                        score: number;
                                        correct: number;
                                        total: number;
                                    } | null;
                                    questions: {
                                        index: number;
                                        question_id: string;
                                        /**
                                         * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                         * @enum {string}
                                         */
                                        kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                        prompt: string;
                                        right_answer: string;
                                        my_choice: string | null;
                                        my_right: boolean;
                                        my_points: number;
                                        rival_right: boolean | null;
                                        explanation: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/battle-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 決まった対戦の結果（/arena/pkresult） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    battle_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                battle_id: number;
                                /** @enum {string} */
                                mode: "live" | "ghost" | "grammar";
                                type_id: number;
                                type_name: string;
                                level: number;
                                /** @enum {string} */
                                outcome: "win" | "lose" | "draw";
                                /** @description 棄権した側 */
                                forfeit: ("me" | "rival") | null;
                                me: {
                                    /** @description ゴーストは null */
                                    student_id: number | null;
                                    nickname: string;
                                    avatar: string;
                                    /** @description 対戦開始時のレーティングがすすめるレベル */
                                    level: number;
                                    /** @description 対戦開始時のレーティング */
                                    rating: number;
                                    is_ghost: boolean;
                                    score: number;
                                    correct: number;
                                    total: number;
                                    rating_before: number;
                                    rating_after: number;
                                    level_before: number;
                                    level_after: number;
                                };
                                rival: {
                                    /** @description ゴーストは null */
                                    student_id: number | null;
                                    nickname: string;
                                    avatar: string;
                                    /** @description 対戦開始時のレーティングがすすめるレベル */
                                    level: number;
                                    /** @description 対戦開始時のレーティング */
                                    rating: number;
                                    is_ghost: boolean;
                                    score: number;
                                    correct: number;
                                    total: number;
                                } | null;
                                questions: {
                                    index: number;
                                    question_id: string;
                                    /**
                                     * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                     * @enum {string}
                                     */
                                    kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                    prompt: string;
                                    right_answer: string;
                                    my_choice: string | null;
                                    my_right: boolean;
                                    my_points: number;
                                    rival_right: boolean | null;
                                    explanation: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/grammar-paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 文法モード：ひとりで文法問題10問（新しい回）
         * @description 回答は submit-exercise-log、終わったら submit-grammar-score。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                battle_id: number;
                                /** @enum {string} */
                                mode: "live" | "ghost" | "grammar";
                                /** @enum {string} */
                                status: "active" | "finished";
                                type_id: number;
                                type_code: string;
                                type_name: string;
                                level: number;
                                question_count: number;
                                seconds_per_question: number;
                                /**
                                 * Format: date-time
                                 * @description 最初の問題が開く時刻（サーバーの時計）
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description この応答を作った時刻：画面はこれで時計のずれを直す
                                 */
                                server_time: string;
                                me: {
                                    /** @description ゴーストは null */
                                    student_id: number | null;
                                    nickname: string;
                                    avatar: string;
                                    /** @description 対戦開始時のレーティングがすすめるレベル */
                                    level: number;
                                    /** @description 対戦開始時のレーティング */
                                    rating: number;
                                    is_ghost: boolean;
                                    progress: {
                                        /** @description 答えた（時間切れを含む）問題数 */
                                        answered: number;
                                        correct: number;
                                        score: number;
                                    };
                                    finished: boolean;
                                    answers: {
                                        index: number;
                                        /** @description 時間切れは null */
                                        choice: number | null;
                                        right: boolean;
                                        points: number;
                                    }[];
                                };
                                rival: {
                                    /** @description ゴーストは null */
                                    student_id: number | null;
                                    nickname: string;
                                    avatar: string;
                                    /** @description 対戦開始時のレーティングがすすめるレベル */
                                    level: number;
                                    /** @description 対戦開始時のレーティング */
                                    rating: number;
                                    is_ghost: boolean;
                                    progress: {
                                        /** @description 答えた（時間切れを含む）問題数 */
                                        answered: number;
                                        correct: number;
                                        score: number;
                                    };
                                    finished: boolean;
                                    /** @description 接続が切れている（戻らなければ棄権） */
                                    away: boolean;
                                } | null;
                                /** @description ゴースト対戦：記録された生徒の回答と時間。画面はこれで相手の進み具合を再現する */
                                ghost_timeline: {
                                    index: number;
                                    /** @description 開始からの時間 */
                                    at_ms: number;
                                    right: boolean;
                                    /** @description この問題のあとの合計点 */
                                    score: number;
                                }[] | null;
                                contest_paper: {
                                    questions: {
                                        index: number;
                                        question_id: string;
                                        /**
                                         * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                         * @enum {string}
                                         */
                                        kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                        /** @description 単語：意味を選ぶ英単語 */
                                        word?: string;
                                        /** @description 文法・文完成：___ のある英文。リスニング：画面に出す英語の質問 */
                                        text?: string;
                                        /** @description 文完成（と文法の一部）：文の日本語の意味 */
                                        text_jp?: string;
                                        /** @description リスニング：音声（MP3）の URL */
                                        audio_url?: string;
                                        /** @description 表示する順の4つの選択肢（正解は含まない） */
                                        options: {
                                            /** @description 回答で送る選択肢の番号 */
                                            index: number;
                                            content: string;
                                        }[];
                                    }[];
                                };
                                /** @description この生徒がいま答える問題（サーバーが決める）。全問終わったら null */
                                current: {
                                    index: number;
                                    /** Format: date-time */
                                    opens_at: string;
                                    /** Format: date-time */
                                    closes_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/submit-grammar-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 文法モードの回を終える（得点と自己ベスト） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        battle_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                battle_id: number;
                                level: number;
                                score: number;
                                correct: number;
                                total: number;
                                best_score: number;
                                new_best: boolean;
                                questions: {
                                    index: number;
                                    question_id: string;
                                    /**
                                     * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                     * @enum {string}
                                     */
                                    kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                    prompt: string;
                                    right_answer: string;
                                    my_choice: string | null;
                                    my_right: boolean;
                                    my_points: number;
                                    rival_right: boolean | null;
                                    explanation: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/get-wrong-question-paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 対戦と文法モードで間違えた（時間切れの）問題の復習
         * @description 新しい順。各問題はエンジンの1問の教材。回答は submit-wrong-question-result（guid はこの回の guid）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    type_id?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description この復習の回の guid（回答と結果で使う） */
                                guid: string;
                                /** @description リストに残っている問題の数 */
                                total: number;
                                items: {
                                    question_id: string;
                                    type_id: number;
                                    /**
                                     * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                     * @enum {string}
                                     */
                                    kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                    /** @description エンジンの PracticeResource（1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/submit-wrong-question-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 間違えた問題の復習の回答（サーバーが採点し、正解ならリストから消す）
         * @description エンジンが送る回答の項目と question_id。この回（guid）で同じ問題の再送は最初の結果を返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                        question_id: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                question_id: string;
                                is_right: 0 | 1;
                                percent: number;
                                /** @description 1: この回で同じ問題に答えた記録があり、その結果を返した */
                                replayed: 0 | 1;
                                explanation: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/arena/wrong-question-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 復習の回の結果（/arena/wrongResult） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                answered: number;
                                right: number;
                                remaining: number;
                                items: {
                                    question_id: string;
                                    /**
                                     * @description vocabulary 単語、grammar 文法、listening リスニング、sentence-completion 文完成
                                     * @enum {string}
                                     */
                                    kind: "vocabulary" | "grammar" | "listening" | "sentence-completion";
                                    prompt: string;
                                    right: boolean;
                                    explanation: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI講座の一覧（レッスン、進み具合、テストの最高点） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    course_id: number;
                                    title: string;
                                    title_en: string;
                                    cefr: string;
                                    description: string;
                                    code: string;
                                    lesson_count: number;
                                    lessons: {
                                        lesson_id: number;
                                        title: string;
                                        title_en: string;
                                    }[];
                                    /** @description 終えたステップ ÷ 全ステップ（各レッスン4ステップ） */
                                    progress_percent: number;
                                    done_lessons: number;
                                    /** @description まだテストを受けていなければ null */
                                    test_best_score: number | null;
                                    test_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講座のレッスン一覧と各ステップの完了状況、テストが受けられるか */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 講座の ID（/ai/course/index の course_id） */
                    course_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                course: {
                                    course_id: number;
                                    title: string;
                                    title_en: string;
                                    cefr: string;
                                    description: string;
                                };
                                lessons: {
                                    lesson_id: number;
                                    /** @description 1 から */
                                    position: number;
                                    title: string;
                                    title_en: string;
                                    skills: string[];
                                    done: 0 | 1;
                                    steps: {
                                        resource_id: number;
                                        /** @enum {string} */
                                        kind: "video" | "explanation" | "review" | "consolidation";
                                        done: 0 | 1;
                                    }[];
                                    progress_percent: number;
                                }[];
                                test: {
                                    /** @description すべてのレッスンを終えると 1 */
                                    unlocked: 0 | 1;
                                    best_score: number | null;
                                    last_guid: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/part": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * レッスンの4ステップ（動画・解説・復習・定着）の内容と進み具合
         * @description 動画は /resources/ の下の絶対パス（字幕は日本語と英語の WebVTT）。動画がまだ作られていないレッスン（コンテンツのビルド前）は 503。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description レッスンの ID（exercise/index の lesson_id） */
                    lesson_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                lesson: {
                                    lesson_id: number;
                                    course_id: number;
                                    title: string;
                                    title_en: string;
                                    skills: string[];
                                };
                                video: {
                                    resource_id: number;
                                    url: string;
                                    poster_url: string;
                                    captions: {
                                        /** @enum {string} */
                                        lang: "ja" | "en";
                                        label: string;
                                        url: string;
                                    }[];
                                    duration_seconds: number;
                                    watched_seconds: number;
                                    last_position: number;
                                    done: 0 | 1;
                                };
                                explanation: {
                                    resource_id: number;
                                    intro: string;
                                    sections: {
                                        heading: string;
                                        body: string[];
                                        examples: {
                                            en: string;
                                            ja: string;
                                            note: string;
                                        }[];
                                    }[];
                                    key_phrases: {
                                        en: string;
                                        ja: string;
                                    }[];
                                    done: 0 | 1;
                                };
                                review: {
                                    /** @description ステップの ID */
                                    resource_id: number;
                                    /** @description エンジンで解く教材の resource_id */
                                    exercise_resource_id: number;
                                    done: 0 | 1;
                                    best_score: number | null;
                                    last_guid: string | null;
                                };
                                consolidation: {
                                    /** @description ステップの ID */
                                    resource_id: number;
                                    /** @description エンジンで解く教材の resource_id */
                                    exercise_resource_id: number;
                                    done: 0 | 1;
                                    best_score: number | null;
                                    last_guid: string | null;
                                };
                                /** @description 講座の最後のレッスンでは null */
                                next_lesson_id: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/video/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 動画の視聴状況を送る（視聴秒数は増えるだけ、90% 見たら完了）
         * @description watched_seconds は実際に再生した秒数（0〜動画の長さ+1）、position は再開する位置。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 動画ステップの ID（exercise/part の resource_id） */
                        resource_id: number;
                        watched_seconds: number;
                        position: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                watched_seconds: number;
                                done: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/explanation/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 解説を読み終えた */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 解説ステップの ID（exercise/part の resource_id） */
                        resource_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @enum {number} */
                                done: 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/review/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 復習問題を解いた記録を提出する（採点してステップを完了にする）
         * @description guid はこの生徒がエンジンで最後まで解いた、このステップの教材（exercise_resource_id）の記録。別の生徒・別の教材・宿題・途中の記録は受け付けない。同じ guid の再送は最初と同じ結果を返し、二重には数えない。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 復習ステップの ID（exercise/part の resource_id） */
                        resource_id: number;
                        /** @description エンジンで解いた記録（practice run）の guid */
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                /** @enum {number} */
                                done: 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/review/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提出した復習問題の結果（問題ごとの解答・正解・解説） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description レッスンの ID（exercise/index の lesson_id） */
                    lesson_id: number;
                    /** @description エンジンで解いた記録（practice run）の guid */
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                items: {
                                    question_id: string;
                                    question: string;
                                    /** @description 未回答は空 */
                                    your_answer: string;
                                    correct_answer: string;
                                    is_right: 0 | 1;
                                    explanation: string;
                                }[];
                                /** Format: date-time */
                                submitted_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/consolidation/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 定着問題を解いた記録を提出する（採点してステップを完了にする）
         * @description guid はこの生徒がエンジンで最後まで解いた、このステップの教材（exercise_resource_id）の記録。別の生徒・別の教材・宿題・途中の記録は受け付けない。同じ guid の再送は最初と同じ結果を返し、二重には数えない。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 定着ステップの ID（exercise/part の resource_id） */
                        resource_id: number;
                        /** @description エンジンで解いた記録（practice run）の guid */
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                /** @enum {number} */
                                done: 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/exercise/consolidation/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提出した定着問題の結果（問題ごとの解答・正解・解説） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description レッスンの ID（exercise/index の lesson_id） */
                    lesson_id: number;
                    /** @description エンジンで解いた記録（practice run）の guid */
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                items: {
                                    question_id: string;
                                    question: string;
                                    /** @description 未回答は空 */
                                    your_answer: string;
                                    correct_answer: string;
                                    is_right: 0 | 1;
                                    explanation: string;
                                }[];
                                /** Format: date-time */
                                submitted_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/testing/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 講座のテスト（エンジンで解く教材、受けられるか、これまでの結果） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 講座の ID（/ai/course/index の course_id） */
                    course_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                course: {
                                    course_id: number;
                                    title: string;
                                    title_en: string;
                                    cefr: string;
                                    description: string;
                                };
                                exercise_resource_id: number;
                                unlocked: 0 | 1;
                                question_count: number;
                                time_limit_seconds: number;
                                attempts: {
                                    guid: string;
                                    score: number;
                                    /** Format: date-time */
                                    submitted_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/testing/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 講座のテストを解いた記録を提出する（全体と技能ごとの得点）
         * @description guid はこの生徒がエンジンで最後まで解いた、このステップの教材（exercise_resource_id）の記録。別の生徒・別の教材・宿題・途中の記録は受け付けない。同じ guid の再送は最初と同じ結果を返し、二重には数えない。 すべてのレッスンを終える前は 423。技能は問題の形式（音声のある問題はリスニング）で分ける。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        course_id: number;
                        /** @description エンジンで解いた記録（practice run）の guid */
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                guid: string;
                                skills: {
                                    skill: string;
                                    correct: number;
                                    total: number;
                                    percent: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/testing/paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提出したテストの結果（技能ごとの得点と問題ごとの解答・解説） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 講座の ID（/ai/course/index の course_id） */
                    course_id: number;
                    /** @description エンジンで解いた記録（practice run）の guid */
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                items: {
                                    question_id: string;
                                    question: string;
                                    /** @description 未回答は空 */
                                    your_answer: string;
                                    correct_answer: string;
                                    is_right: 0 | 1;
                                    explanation: string;
                                }[];
                                /** Format: date-time */
                                submitted_at: string;
                                guid: string;
                                skills: {
                                    skill: string;
                                    correct: number;
                                    total: number;
                                    percent: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/recommend/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 苦手な技能と、それを練習する教材のおすすめ（理由つき）
         * @description この講座のテスト・復習・定着で間違えた問題と、ポータル全体の技能別の成績（練習問題を形式から技能に分けたもの、模擬試験の技能、単語テスト）から、80% 未満の技能を低い順に最大3つ選び、その技能を練習できる教材（スキルアップ・教科書・この講座、まだ解いていないものを先に）を最大6つ返す。記録がなければ講座のレッスンの技能の順。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 講座の ID（/ai/course/index の course_id） */
                    course_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                weakest: {
                                    /** @enum {string} */
                                    skill: "listening" | "reading" | "speaking" | "writing" | "grammar" | "vocabulary";
                                    percent: number;
                                    /** @description 根拠にした記録（日本語） */
                                    source: string;
                                }[];
                                list: {
                                    resource_id: number;
                                    title: string;
                                    res_type: string;
                                    /** @enum {string} */
                                    skill: "listening" | "reading" | "speaking" | "writing" | "grammar" | "vocabulary";
                                    /** @description 技能と根拠の数字をあげた理由（日本語） */
                                    reason: string;
                                    done: 0 | 1;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/recommend/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * おすすめの教材を解いた記録を提出する
         * @description guid はこの生徒がエンジンで最後まで解いた、このステップの教材（exercise_resource_id）の記録。別の生徒・別の教材・宿題・途中の記録は受け付けない。同じ guid の再送は最初と同じ結果を返し、二重には数えない。 resource_id はおすすめの対象になる教材（recommend/index の list）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        course_id: number;
                        resource_id: number;
                        /** @description エンジンで解いた記録（practice run）の guid */
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/recommend/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 提出したおすすめ教材の結果と、おすすめした理由 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    /** @description 講座の ID（/ai/course/index の course_id） */
                    course_id: number;
                    /** @description エンジンで解いた記録（practice run）の guid */
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 0〜100（問題ごとの得点の平均） */
                                score: number;
                                correct: number;
                                total: number;
                                items: {
                                    question_id: string;
                                    question: string;
                                    /** @description 未回答は空 */
                                    your_answer: string;
                                    correct_answer: string;
                                    is_right: 0 | 1;
                                    explanation: string;
                                }[];
                                /** Format: date-time */
                                submitted_at: string;
                                resource_id: number;
                                title: string;
                                reason: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI講座の使い方（日本語の説明） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                title: string;
                                sections: {
                                    heading: string;
                                    body: string[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ai/course/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI講座の学習レポート（講座・レッスンごとの進み具合、テストの点、学習時間、技能、最近14日）
         * @description 仕様にはない呼び出し（レポート画面 /aistudy/report 用に設計）。学習時間は動画を見た秒数と、提出した問題の記録の開始から終了まで（1回最大1時間）。skills はコーステストの技能別の正答率、daily は日本時間で今日までの14日。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                courses: {
                                    course_id: number;
                                    title: string;
                                    progress_percent: number;
                                    lessons: {
                                        lesson_id: number;
                                        title: string;
                                        steps_done: number;
                                        steps_total: number;
                                        review_score: number | null;
                                        consolidation_score: number | null;
                                        time_spent_seconds: number;
                                    }[];
                                    tests: {
                                        guid: string;
                                        score: number;
                                        /** Format: date-time */
                                        submitted_at: string;
                                    }[];
                                    time_spent_seconds: number;
                                }[];
                                skills: {
                                    /** @enum {string} */
                                    skill: "listening" | "reading" | "speaking" | "writing" | "grammar" | "vocabulary";
                                    percent: number;
                                }[];
                                daily: {
                                    /** @description YYYY-MM-DD（日本時間） */
                                    date: string;
                                    seconds: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/plan-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語学習のプラン一覧（プランごとの単語の状況と今日のタスクつき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                    counts: {
                                        /** @description まだ学習していない単語 */
                                        new: number;
                                        /** @description 学習中・再学習中の単語 */
                                        learning: number;
                                        /** @description 復習の段階の単語 */
                                        review: number;
                                        /** @description 今、復習の時期が来ている単語 */
                                        due_now: number;
                                    };
                                    /** @description 学習した単語をいま思い出せる確率の平均（0〜1、未学習なら null） */
                                    retention_now: number | null;
                                    today: {
                                        /** @description 今日のタスクの復習の単語数（today-task の due_count） */
                                        due_count: number;
                                        /** @description 今日のタスクの新しい単語数（today-task の new_count） */
                                        new_count: number;
                                    };
                                }[];
                                max_plans: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/word-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** プランにできる単語リスト（英検5級〜2級）とそのユニット */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    list_code: string;
                                    title: string;
                                    title_en: string;
                                    word_count: number;
                                    units: {
                                        unit_id: number;
                                        title: string;
                                        title_en: string;
                                        word_count: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/add-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * プランの追加（単語リストか自分の単語）
         * @description プランは1人3つまで（4つ目は 409）。words は改行・カンマ・読点・空白で区切った単語。全角は半角に、記号は取り除き、小文字にそろえる。アポストロフィや数字を含む語、既にプランにある語、単語リストにない語は skipped に理由つきで返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        list_code?: string;
                        unit_ids?: number[];
                        words?: string;
                        daily_new?: number;
                        desired_retention?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                added: string[];
                                skipped: {
                                    word: string;
                                    /**
                                     * @description apostrophe: アポストロフィを含む、number: 数字を含む、known: 既にこのモジュールのプランにある、unknown: 単語リストにない
                                     * @enum {string}
                                     */
                                    reason: "apostrophe" | "number" | "known" | "unknown";
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/edit-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** プランの設定の変更 */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        title?: string;
                        daily_new?: number;
                        desired_retention?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/add-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * プランに自分の単語を追加（辞書の「単語帳に追加」）
         * @description words は add-plan と同じ読み方。追加した語は新しい単語としてプランの最後に入る。既にこのモジュールのプランにある語、単語リストにない語などは skipped に理由つきで返す（何も追加されなくてもエラーにはしない）。ほかの生徒のプランは 404。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        words: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                added: string[];
                                skipped: {
                                    word: string;
                                    /**
                                     * @description apostrophe: アポストロフィを含む、number: 数字を含む、known: 既にこのモジュールのプランにある、unknown: 単語リストにない
                                     * @enum {string}
                                     */
                                    reason: "apostrophe" | "number" | "known" | "unknown";
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/delete-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** プランの削除（単語の記録と単語テストも消える） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/plan-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** プランの詳細：状態ごとの単語数、いまの記憶率の見込み、単語と記憶の状態 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                counts: {
                                    /** @description まだ学習していない単語 */
                                    new: number;
                                    /** @description 学習中・再学習中の単語 */
                                    learning: number;
                                    /** @description 復習の段階の単語 */
                                    review: number;
                                    /** @description 今、復習の時期が来ている単語 */
                                    due_now: number;
                                };
                                /** @description 学習した単語をいま思い出せる確率の平均（0〜1、未学習なら null） */
                                retention_now: number | null;
                                total: number;
                                words: {
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    /** @enum {string} */
                                    state: "new" | "learning" | "review" | "relearning";
                                    due: string | null;
                                    retrievability: number | null;
                                    reps: number;
                                    lapses: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/today-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 今日のタスク：復習の単語数と新しい単語数
         * @description 新しい単語は daily_new から今日（日本時間）すでに始めた数を引いた数まで。finished_today は復習も新しい単語も残っていないとき 1。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                due_count: number;
                                new_count: number;
                                finished_today: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/start-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 今日のタスクを始める（同じ guid なら続きから）
         * @description 復習の単語（期限の早い順）と新しい単語で回を作り、最初の問題を返す。何もなければ finished=1。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                finished: 0 | 1;
                                /** @description この問題が何問目か（1から）。終わったときは答えた数 */
                                position: number;
                                /** @description この回の問題数の見込み（間違えた単語がもう一度出ると増える） */
                                total: number;
                                item: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/next-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回のいまの問題（答える前に呼んでも同じ問題）
         * @description 間違えた単語は FSRS の学習ステップの期限が来ると、同じ回で別の出し方でもう一度出る。残りがなければ回を終えて finished=1。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                finished: 0 | 1;
                                /** @description この問題が何問目か（1から）。終わったときは答えた数 */
                                position: number;
                                /** @description この回の問題数の見込み（間違えた単語がもう一度出ると増える） */
                                total: number;
                                item: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/challenge-paper2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** チャレンジの問題（学習済みの単語から、思い出せる見込みの低い順に20語） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                items: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/upload-challenge-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 今日のタスク・チャレンジの回答（サーバーが採点して FSRS で次の復習日を決める）
         * @description guid は start-task か challenge-paper2 の回。question_id（w<word_id>-<種類>）の問題をサーバーが作り直して採点する（送られた is_right は使わない）。発音は percent_score が60以上で正解。同じ (guid, question_id) をもう一度送っても何も変わらず、記録済みの結果を返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                        question_id: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: number;
                        is_skipped?: "0" | "1" | 0 | 1;
                        /** @description 仕様の項目。送られても使わない（正誤はサーバーが採点する） */
                        is_right?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                word_id: number;
                                question_id: string;
                                /** @description サーバーが採点した結果 */
                                is_right: 0 | 1;
                                /** @description 0〜100（発音は送られた percent_score、ほかは正解 100・不正解 0） */
                                percent: number;
                                /** @description FSRS の評価（1 Again、2 Hard、3 Good、4 Easy） */
                                rating: number;
                                /** @description 次に復習する日時（ISO 8601） */
                                due: string;
                                /** @description 1: 同じ問題の回答が既にあり、その結果を返した（何も変えていない） */
                                replayed: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/word-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** プランの単語（音声つき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                list: {
                                    word_id: number;
                                    word: string;
                                    pos: string;
                                    ipa: string;
                                    meaning: string;
                                    audio_file: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/sentence-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** プランの単語の例文（音声つき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                list: {
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    example: string;
                                    example_jp: string;
                                    example_audio_file: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/study-word/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 回の結果（単語ごとの正誤と次の復習日） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                run: {
                                    guid: string;
                                    kind: string;
                                    finished: 0 | 1;
                                };
                                right: number;
                                wrong: number;
                                items: {
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    question_id: string;
                                    is_right: 0 | 1;
                                    rating: number;
                                    due_after: string;
                                }[];
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/word-quiz-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語テストを受けられるプラン（続きの単語テストと前回の点数） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    plan_id: number;
                                    title: string;
                                    word_count: number;
                                    open_exam_guid: string | null;
                                    last: {
                                        score: number;
                                        finished_at: string;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/word-quiz-topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語テストの形（制限時間・問題数・問題の種類）
         * @description 問題は20問（プランの単語が少なければその数）、種類は 1 発音、14 和文英訳、22 意味の選択。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                time_limit_sec: number;
                                item_count: number;
                                type_ids: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/start-word-exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語テストを始める（そのプランの実施中のテストがあれば続きから）
         * @description 学習済みの単語（思い出せる見込みの低い順）を先に、足りなければ新しい単語で問題を作る。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                plan_id: number;
                                /** @enum {string} */
                                status: "open" | "finished" | "aborted";
                                started_at: string;
                                /** @description 開始から300秒後。これを過ぎた回答は 423 */
                                ends_at: string;
                                remaining_sec: number;
                                score: number;
                                items: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                    answered: 0 | 1;
                                    /** @description 終わったテストだけ（実施中は null） */
                                    is_right: (0 | 1) | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/word-quiz-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語テストの問題と回答の状態 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                plan_id: number;
                                /** @enum {string} */
                                status: "open" | "finished" | "aborted";
                                started_at: string;
                                /** @description 開始から300秒後。これを過ぎた回答は 423 */
                                ends_at: string;
                                remaining_sec: number;
                                score: number;
                                items: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                    answered: 0 | 1;
                                    /** @description 終わったテストだけ（実施中は null） */
                                    is_right: (0 | 1) | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/submit-word-exam-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語テストの回答（サーバーが採点）
         * @description 終了時刻を過ぎた回答は 423（「試験時間が終了しました。」）。答えた問題にもう一度送っても最初の回答のまま。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                        question_id: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                question_id: string;
                                is_right: 0 | 1;
                                answered: number;
                                total: number;
                                replayed: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/finish-word-exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語テストを終える
         * @description 1問正解ごとに5点。percent は正解数 ÷ 問題数 × 100。中断したテストは0点。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                /** @enum {string} */
                                status: "finished" | "aborted";
                                score: number;
                                percent: number;
                                right: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/abort-word-exam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 単語テストを途中でやめる（0点） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                /** @enum {string} */
                                status: "aborted";
                                score: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/wrong-topic-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 間違えた問題の復習が残っている単語テスト */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    guid: string;
                                    plan_id: number;
                                    title: string;
                                    score: number;
                                    finished_at: string;
                                    remaining: number;
                                    total: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/wrong-topic-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 間違えた・答えなかった問題のうち、まだ正解していないもの */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                guid: string;
                                items: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                fixed: number;
                                total: number;
                                remaining: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/word-quiz/submit-wrong-topic-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 間違えた問題の復習の回答（正解するとその問題は終わり）
         * @description remaining が 0 になったら復習は終わり（結果の画面へ）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        guid: string;
                        question_id: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                question_id: string;
                                is_right: 0 | 1;
                                remaining: number;
                                fixed: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/bookmark-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ブックマーク（名前つきの単語リスト）の一覧 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    list_id: number;
                                    name: string;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                max_lists: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/add-bookmark-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ブックマークを作る
         * @description 名前は必須（前後の空白は除き、全角英数字は半角にそろえる）。同じ名前がすでにあれば 409。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ブックマーク名（必須、30文字以内、生徒ごとに重複不可） */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    list_id: number;
                                    name: string;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/rename-bookmark-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ブックマークの名前を変える */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_id: number;
                        /** @description ブックマーク名（必須、30文字以内、生徒ごとに重複不可） */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    list_id: number;
                                    name: string;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/delete-bookmark-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ブックマークを削除する（中の単語の登録も消える） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/add-bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 単語をブックマークに入れる（入っていれば1件のまま） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_id: number;
                        word_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list_id: number;
                                word_id: number;
                                word_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/remove-bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 単語をブックマークから外す（入っていなくてもエラーにしない） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_id: number;
                        word_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list_id: number;
                                word_id: number;
                                word_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/bookmark-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ブックマークの単語（新しく入れた順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    list_id: number;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    list_id: number;
                                    name: string;
                                    word_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                };
                                total: number;
                                page: number;
                                limit: number;
                                words: {
                                    word_id: number;
                                    /** @description 見出し語 */
                                    word_name: string;
                                    /** @description 意味（お気に入りの words にそのまま送る） */
                                    words: string;
                                    /** @description お気に入り（module=biz）に入っているか */
                                    is_collected: 0 | 1;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    /** @description 品詞つきの意味（例：【名詞】会議、打ち合わせ） */
                                    mean: string;
                                    /** @description 品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる */
                                    short_phrase: string;
                                    /** @description 品詞（noun, verb, ... phrase） */
                                    pos: string;
                                    /** @description 例文（ない単語は空。表示 3・4 はとばす） */
                                    example_sentence: string;
                                    /** @description 例文の訳 */
                                    example_jp: string;
                                    /** @description 単語の音声の URL */
                                    word_reading: string;
                                    /** @description 例文の音声の URL */
                                    example_audio: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/word-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 単語1語のカードと、その単語が入っているブックマーク */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    word_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                word: {
                                    word_id: number;
                                    /** @description 見出し語 */
                                    word_name: string;
                                    /** @description 意味（お気に入りの words にそのまま送る） */
                                    words: string;
                                    /** @description お気に入り（module=biz）に入っているか */
                                    is_collected: 0 | 1;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    /** @description 品詞つきの意味（例：【名詞】会議、打ち合わせ） */
                                    mean: string;
                                    /** @description 品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる */
                                    short_phrase: string;
                                    /** @description 品詞（noun, verb, ... phrase） */
                                    pos: string;
                                    /** @description 例文（ない単語は空。表示 3・4 はとばす） */
                                    example_sentence: string;
                                    /** @description 例文の訳 */
                                    example_jp: string;
                                    /** @description 単語の音声の URL */
                                    word_reading: string;
                                    /** @description 例文の音声の URL */
                                    example_audio: string;
                                };
                                bookmark_list_ids: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/report-poor-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語（または例文）の音読結果から苦手な発音の単語を記録する
         * @description word_id は読んだ単語、score はその音読の点数（0〜100）、poorly_words は音声評価が発音不十分とした単語の JSON 配列（例 ["agenda"]）。80点未満なら読んだ単語と poorly_words の単語を苦手に加え（回数 +1）、80点以上なら読んだ単語を苦手から外す（poorly_words のほかの単語は加える）。単語リストにない語は無視する。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        word_id: number;
                        score: number;
                        poorly_words?: string | string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                /** @description 苦手に加えた単語 ID */
                                marked: number[];
                                /** @description 苦手から外した単語 ID */
                                cleared: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/poor-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 発音が苦手な単語（最近読んだ順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                list: {
                                    word_id: number;
                                    /** @description 見出し語 */
                                    word_name: string;
                                    /** @description 意味（お気に入りの words にそのまま送る） */
                                    words: string;
                                    /** @description お気に入り（module=biz）に入っているか */
                                    is_collected: 0 | 1;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    /** @description 品詞つきの意味（例：【名詞】会議、打ち合わせ） */
                                    mean: string;
                                    /** @description 品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる */
                                    short_phrase: string;
                                    /** @description 品詞（noun, verb, ... phrase） */
                                    pos: string;
                                    /** @description 例文（ない単語は空。表示 3・4 はとばす） */
                                    example_sentence: string;
                                    /** @description 例文の訳 */
                                    example_jp: string;
                                    /** @description 単語の音声の URL */
                                    word_reading: string;
                                    /** @description 例文の音声の URL */
                                    example_audio: string;
                                    /** @description 苦手と判定された回数 */
                                    poor_count: number;
                                    /** @description 最後に読んだときの点数（0〜100） */
                                    last_score: number;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/level-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語一覧：レベルの単語カード（リストの順）
         * @description カードはプランの学習カードと同じ形（is_collected はお気に入り module=biz）。level_id は word-level-list の level_id。ビジネス単語以外のユニットは 404。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level_id: number;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    /** @description レベル（ビジネス単語リストのユニット）の ID */
                                    level_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    word_count: number;
                                };
                                total: number;
                                page: number;
                                limit: number;
                                words: {
                                    word_id: number;
                                    /** @description 見出し語 */
                                    word_name: string;
                                    /** @description 意味（お気に入りの words にそのまま送る） */
                                    words: string;
                                    /** @description お気に入り（module=biz）に入っているか */
                                    is_collected: 0 | 1;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    /** @description 品詞つきの意味（例：【名詞】会議、打ち合わせ） */
                                    mean: string;
                                    /** @description 品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる */
                                    short_phrase: string;
                                    /** @description 品詞（noun, verb, ... phrase） */
                                    pos: string;
                                    /** @description 例文（ない単語は空。表示 3・4 はとばす） */
                                    example_sentence: string;
                                    /** @description 例文の訳 */
                                    example_jp: string;
                                    /** @description 単語の音声の URL */
                                    word_reading: string;
                                    /** @description 例文の音声の URL */
                                    example_audio: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/level-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語一覧：レベルのテスト（単語を見て意味を選ぶ）と進み具合
         * @description レベルの単語の「単語 → 意味」セット（40語を超えるレベルはパートに分かれる）。テストモードで解き、回答は submit-level-test-log、結果は level-test-logs（guid か run=last）。ビジネス単語以外のユニットは 404。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    level_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                level: {
                                    /** @description レベル（ビジネス単語リストのユニット）の ID */
                                    level_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    word_count: number;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/level-test-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 単語一覧：レベルテストのセットの情報と記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 next_resource はそのレベルの次のパート（なければ null）、part はパートの番号（1から）。レベルテストでない教材は 404。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                /** @description このセットのレベル（level は教材のレベルのまま） */
                                level_id: number;
                                level_title: string;
                                part: number;
                                part_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/submit-level-test-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（単語一覧のレベルテスト）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         *     レベルテストでない教材は 404。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/my-plan-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ビジネス単語のプラン一覧（今日の状況つき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                    today: {
                                        /** @description 今、復習の時期が来ている単語の数 */
                                        due_count: number;
                                        /** @description 今日まだ覚えられる新しい単語の数（daily_new から今日始めた数を引いた分まで） */
                                        new_count: number;
                                        /** @description 今日の学習（新しい単語と復習）が残っていないか */
                                        learn_completed: 0 | 1;
                                        /** @description 今日テストを最後まで受けたか */
                                        test_completed: 0 | 1;
                                    };
                                }[];
                                max_plans: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/word-level-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** プランを作れるレベル（ビジネス単語リストの場面別ユニット） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list_code: string;
                                title: string;
                                word_count: number;
                                list: {
                                    /** @description ユニット ID（add-word-plan の level_ids） */
                                    level_id: number;
                                    title: string;
                                    title_en: string;
                                    word_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ビジネス単語のホーム：プラン、単語リスト、ブックマーク・苦手な単語・お気に入りの数 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan_list: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                    today: {
                                        /** @description 今、復習の時期が来ている単語の数 */
                                        due_count: number;
                                        /** @description 今日まだ覚えられる新しい単語の数（daily_new から今日始めた数を引いた分まで） */
                                        new_count: number;
                                        /** @description 今日の学習（新しい単語と復習）が残っていないか */
                                        learn_completed: 0 | 1;
                                        /** @description 今日テストを最後まで受けたか */
                                        test_completed: 0 | 1;
                                    };
                                }[];
                                max_plans: number;
                                word_list: {
                                    list_code: string;
                                    title: string;
                                    word_count: number;
                                    level_count: number;
                                };
                                bookmark_list_count: number;
                                poor_word_count: number;
                                favorite_word_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/add-word-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * プランを作る（同時に3つまで）
         * @description 4つ目は 409（単語タスクは同時に3つまでです…）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 省略するとレベル名から付ける */
                        title?: string;
                        /** @description word-level-list の level_id（省略するとビジネス単語全部） */
                        level_ids?: number[];
                        daily_new?: number;
                        desired_retention?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                added_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/edit-word-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** プランの設定を変える（単語と学習の記録はそのまま） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        title?: string;
                        daily_new?: number;
                        desired_retention?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/delete-word-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** プランを削除する（学習の記録も消える） */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/start-learning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 今日の学習カード（new_task=1 新しい単語、0 復習の単語）
         * @description その日の最初の呼び出しで回（guid）を作り、同じ日の次の呼び出しは同じ回の続き（覚えたカードは learned=1）。学ぶ単語がなければ guid は空、cards は空。1枚ごとに submit-learning-log で記録する。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    new_task: "0" | "1" | 0 | 1;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                    today: {
                                        /** @description 今、復習の時期が来ている単語の数 */
                                        due_count: number;
                                        /** @description 今日まだ覚えられる新しい単語の数（daily_new から今日始めた数を引いた分まで） */
                                        new_count: number;
                                        /** @description 今日の学習（新しい単語と復習）が残っていないか */
                                        learn_completed: 0 | 1;
                                        /** @description 今日テストを最後まで受けたか */
                                        test_completed: 0 | 1;
                                    };
                                };
                                guid: string;
                                new_task: 0 | 1;
                                total: number;
                                learned_count: number;
                                cards: {
                                    word_id: number;
                                    /** @description 見出し語 */
                                    word_name: string;
                                    /** @description 意味（お気に入りの words にそのまま送る） */
                                    words: string;
                                    /** @description お気に入り（module=biz）に入っているか */
                                    is_collected: 0 | 1;
                                    /** @description 発音記号（/ なし） */
                                    ipa: string;
                                    /** @description 品詞つきの意味（例：【名詞】会議、打ち合わせ） */
                                    mean: string;
                                    /** @description 品詞（日本語）。単語リストに短いフレーズの項目がないため品詞を入れる */
                                    short_phrase: string;
                                    /** @description 品詞（noun, verb, ... phrase） */
                                    pos: string;
                                    /** @description 例文（ない単語は空。表示 3・4 はとばす） */
                                    example_sentence: string;
                                    /** @description 例文の訳 */
                                    example_jp: string;
                                    /** @description 単語の音声の URL */
                                    word_reading: string;
                                    /** @description 例文の音声の URL */
                                    example_audio: string;
                                    learned: 0 | 1;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/submit-learning-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 学習カード1枚の記録（覚えていたか、または読み上げの点数）
         * @description FSRS の評価は正誤（known、または percent_score が60点以上）と、サーバーが測った回答時間（前の記録から）で決まる。同じ回・同じ単語の再送は最初の結果を返す（replayed=1）。最後のカードで回が終わる（finished=1）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                        word_id: number;
                        /** @description 1: 覚えていた、0: 覚えていなかった */
                        known?: "0" | "1" | 0 | 1;
                        /** @description 単語を読み上げたときの音声評価の点数（60点以上で覚えていたとみなす） */
                        percent_score?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                word_id: number;
                                is_right: 0 | 1;
                                /** @description FSRS の評価（1 Again、2 Hard、3 Good、4 Easy） */
                                rating: number;
                                /**
                                 * Format: date-time
                                 * @description 次に復習する日時
                                 */
                                due: string;
                                replayed: 0 | 1;
                                finished: 0 | 1;
                                /** @description この回でまだ記録していないカードの数 */
                                remaining: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/start-testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * テストの問題（覚えた単語のうち記憶の弱いものから最大20問）
         * @description 問題はエンジンの1問ずつの教材（発音・和文英訳・意味の選択）。今日の未完了のテストがあればその続き（answered は答えた問題）。まだ覚えた単語がなければ 400。回答は submit-test-log。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                guid: string;
                                items: {
                                    /** @description w<word_id>-<meaning|write|read> */
                                    question_id: string;
                                    word_id: number;
                                    /** @description 1 発音（word_reading）、14 和文英訳（ja_to_en_writing）、22 意味の選択（word_choice） */
                                    type_id: 1 | 14 | 22;
                                    /** @description エンジンの PracticeResource（items は1問、音声の URL は絶対パス） */
                                    resource: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                /** @description この回で答えた question_id */
                                answered: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/submit-test-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * テストの回答（サーバーが採点し、単語の復習の予定を更新する）
         * @description エンジンが送る回答の項目（result、answer_result、percent_score、is_skipped など）と question_id。同じ問題の再送は最初の結果を返す（replayed=1）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                        guid: string;
                        question_id: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: number;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                word_id: number;
                                question_id: string;
                                /** @description サーバーが採点した結果 */
                                is_right: 0 | 1;
                                /** @description 0〜100（発音は送られた percent_score、ほかは正解 100・不正解 0） */
                                percent: number;
                                /** @description FSRS の評価（1 Again、2 Hard、3 Good、4 Easy） */
                                rating: number;
                                /** @description 次に復習する日時（ISO 8601） */
                                due: string;
                                /** @description 1: 同じ問題の回答が既にあり、その結果を返した（何も変えていない） */
                                replayed: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/view-test-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * テスト（または学習の回）の結果
         * @description score は正解1問5点、percent は問題数に対する正解の割合（0〜100）。答えなかった問題は unanswered。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                run: {
                                    guid: string;
                                    kind: string;
                                    finished: 0 | 1;
                                };
                                right: number;
                                wrong: number;
                                items: {
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    question_id: string;
                                    is_right: 0 | 1;
                                    rating: number;
                                    due_after: string;
                                }[];
                                plan: {
                                    plan_id: number;
                                    /** @enum {string} */
                                    module: "study" | "biz";
                                    title: string;
                                    /** @description 単語リストのコード（自分の単語のプランは null） */
                                    list_code: string | null;
                                    list_title: string | null;
                                    daily_new: number;
                                    desired_retention: number;
                                    word_count: number;
                                    created_at: string;
                                };
                                total: number;
                                unanswered: number;
                                score: number;
                                percent: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-word/check-plan-completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 今日の学習（learn）またはテスト（test）が終わったか */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    plan_id: number;
                    action_type: "learn" | "test";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                plan_id: number;
                                /** @enum {string} */
                                action_type: "learn" | "test";
                                completed: 0 | 1;
                                due_count: number;
                                new_count: number;
                                /** @description 今日最後に終えたテストの guid */
                                last_test_guid: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/get-ear-listen-class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 聞き取り練習のトピック（ビジネスの場面）と進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                list: {
                                    /** @description トピック（ビジネス単語のユニット）の ID */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/get-ear-listen-unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** トピックの聞き取りセット（例文を聞いて空欄の単語を書く、約10文ずつ）と進み具合 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    class_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unit: {
                                    /** @description トピック（ビジネス単語のユニット）の ID */
                                    class_id: number;
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    position: number;
                                };
                                list: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/get-ear-listen-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 聞き取りセットの情報と学習記録
         * @description 練習セットの情報、完了したことがあるか、同じグループの次のセット、そして1回分の記録: 既定（run=open）は未完了の回（なければ guid が空の記録）、run=last は最後に完了した回、guid を指定すればその回。 class_id はそのセットのトピック。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                    run?: "open" | "last";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                completed_before: 0 | 1;
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                                answer_record: components["schemas"]["AnswerRecord"];
                                class_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/biz-toeic/submit-ear-listen-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（聞き取り練習）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/favorite-word/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 単語のお気に入りを切り替える（単語学習・ビジネス単語）
         * @description is_collected は画面に出ている今の状態：0 なら追加、1 なら外し、切り替えたあとの is_collected を返す。もう入っている単語の追加や、入っていない単語を外してもエラーにはしない。大学生は 403。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 単語（見出し語） */
                        word_name: string;
                        /**
                         * @description 単語の意味（追加するときは必須）
                         * @default
                         */
                        words?: string;
                        /** @description 今の状態。0 なら追加、1 なら外す */
                        is_collected: "0" | "1" | 0 | 1;
                        /** @enum {string} */
                        module: "word" | "biz";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                is_collected: 0 | 1;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/favorite-word/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * お気に入りの単語（新しい順）
         * @description module を付けるとその機能の単語だけ。大学生は 403。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    module?: "word" | "biz";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                list: {
                                    favorite_id: number;
                                    /** @enum {string} */
                                    module: "word" | "biz";
                                    word_name: string;
                                    words: string;
                                    /** @enum {number} */
                                    is_collected: 1;
                                    /** @description ポータルの単語リストにある単語ならその ID */
                                    word_id: number | null;
                                    ipa: string;
                                    /** @description 単語の音声の URL（単語リストにない単語は空） */
                                    word_reading: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** フォニックスの一覧：グループごとの音のつづりと、生徒の練習の状況 */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                groups: {
                                    code: string;
                                    title: string;
                                    title_en: string;
                                    description: string;
                                    patterns: {
                                        phonogram_id: string;
                                        group: string;
                                        title: string;
                                        spellings: string[];
                                        ipa: string;
                                        /** @description 目標の音（ARPAbet） */
                                        target_phones: string[];
                                        word_count: number;
                                        example: {
                                            word_id: number;
                                            word: string;
                                            meaning: string;
                                            /** @description 音声評価の発音（ARPAbet）。録音のときに vocabulary として送る */
                                            phones: string;
                                            /** @description 単語を文字で区切ったもの。target が true の文字がこの音をつづる */
                                            segments: {
                                                text: string;
                                                target: boolean;
                                            }[];
                                        } | null;
                                        progress: {
                                            attempts: number;
                                            right: number;
                                            /** @description 最近の読み（最大10回）の数 */
                                            recent: number;
                                            recent_right: number;
                                            /** @description 一度でも正しく読めた例の単語の数 */
                                            words_right: number;
                                            /**
                                             * @description new: まだ読んでいない、weak: 最近の正解が60%未満、mastered: 全部の単語を正しく読め、最近80%以上、practicing: それ以外
                                             * @enum {string}
                                             */
                                            status: "new" | "weak" | "practicing" | "mastered";
                                        };
                                    }[];
                                }[];
                                summary: {
                                    patterns: number;
                                    practiced: number;
                                    mastered: number;
                                    weak: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 音のつづり1つ：IPA、口の形の説明、よくある間違い、例の単語（生徒の読みの記録つき） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    phonogram_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                phonogram: {
                                    phonogram_id: string;
                                    group: string;
                                    title: string;
                                    spellings: string[];
                                    ipa: string;
                                    /** @description 目標の音（ARPAbet） */
                                    target_phones: string[];
                                    group_title: string;
                                    how_ja: string;
                                    mistake_ja: string;
                                    tip_ja: string;
                                    progress: {
                                        attempts: number;
                                        right: number;
                                        /** @description 最近の読み（最大10回）の数 */
                                        recent: number;
                                        recent_right: number;
                                        /** @description 一度でも正しく読めた例の単語の数 */
                                        words_right: number;
                                        /**
                                         * @description new: まだ読んでいない、weak: 最近の正解が60%未満、mastered: 全部の単語を正しく読め、最近80%以上、practicing: それ以外
                                         * @enum {string}
                                         */
                                        status: "new" | "weak" | "practicing" | "mastered";
                                    };
                                    words: {
                                        word_id: number;
                                        word: string;
                                        meaning: string;
                                        /** @description 音声評価の発音（ARPAbet）。録音のときに vocabulary として送る */
                                        phones: string;
                                        /** @description 単語を文字で区切ったもの。target が true の文字がこの音をつづる */
                                        segments: {
                                            text: string;
                                            target: boolean;
                                        }[];
                                        record: {
                                            attempts: number;
                                            right: number;
                                            last: {
                                                is_right: boolean;
                                                target_score: number | null;
                                                /** Format: date-time */
                                                read_at: string;
                                            } | null;
                                        };
                                    }[];
                                };
                                prev_id: string | null;
                                next_id: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/submit-practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 例の単語の読みを送り、目標の音で採点する
         * @description クライアントは単語を read_word で評価し（vocabulary に単語の phones）、評価結果の単語の phones と score を送る。目標の音の音素が並んで現れ、どれも omission でなく、単語全体のスコアが PHONOGRAM_MIN_WORD_SCORE 以上で、目標の音素のいちばん低いスコアが合格点（shared-contract PHONOGRAM_PASS_SCORE）以上なら正解。is_rejected=1 なら不正解。同じ guid をもう一度送っても記録は増えず、最初の採点を返す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phonogram_id: string;
                        word_id: number;
                        guid: string;
                        /** @description 評価結果（read_word）の単語の phones：[{ phone, ipa, score, type, start_ms, end_ms }]（speech-server の形のまま） */
                        phones: {
                            phone: string;
                            /** @default  */
                            ipa?: string;
                            score: number;
                            /**
                             * @default correct
                             * @enum {string}
                             */
                            type?: "correct" | "mispronunciation" | "omission" | "insertion";
                            start_ms?: number | null;
                            end_ms?: number | null;
                        }[];
                        /** @description 単語全体のスコア（評価結果の words[].score） */
                        word_score: number;
                        /** @description 評価結果の is_rejected（1 なら目標の音も不正解） */
                        is_rejected?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                attempt_id: number;
                                phonogram_id: string;
                                word_id: number;
                                /** @description 目標の音が正しく発音できたか */
                                is_right: boolean;
                                /**
                                 * @description right / low_score（スコアが足りない）/ omitted（読まれていない）/ not_found（目標の音がない）/ rejected（録音が単語の読みでない）/ word_not_read（単語全体のスコアが低すぎる：別の語を読んだ）
                                 * @enum {string}
                                 */
                                reason: "right" | "low_score" | "omitted" | "not_found" | "rejected" | "word_not_read";
                                target: {
                                    phones: string[];
                                    ipa: string;
                                    /** @description 目標の音のスコア（複数の音素ならいちばん低いもの） */
                                    score: number | null;
                                };
                                word_score: number;
                                /** @description 不正解のときのこつ（正解なら空） */
                                tip_ja: string;
                                progress: {
                                    attempts: number;
                                    right: number;
                                    /** @description 最近の読み（最大10回）の数 */
                                    recent: number;
                                    recent_right: number;
                                    /** @description 一度でも正しく読めた例の単語の数 */
                                    words_right: number;
                                    /**
                                     * @description new: まだ読んでいない、weak: 最近の正解が60%未満、mastered: 全部の単語を正しく読め、最近80%以上、practicing: それ以外
                                     * @enum {string}
                                     */
                                    status: "new" | "weak" | "practicing" | "mastered";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/start-challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * チャレンジを始める：いくつもの音のつづりから10語（苦手な音ほど多く）、制限時間120秒
         * @description group を付けるとそのグループの音だけから選ぶ。最近よく間違える音ほど選ばれやすく、まだ読んでいない音も入る。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                challenge_id: number;
                                /** Format: date-time */
                                started_at: string;
                                /** Format: date-time */
                                ends_at: string;
                                time_limit_sec: number;
                                items: {
                                    position: number;
                                    phonogram_id: string;
                                    group: string;
                                    title: string;
                                    spellings: string[];
                                    ipa: string;
                                    /** @description 目標の音（ARPAbet） */
                                    target_phones: string[];
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    /** @description 音声評価の発音（ARPAbet）。録音のときに vocabulary として送る */
                                    phones: string;
                                    /** @description 単語を文字で区切ったもの。target が true の文字がこの音をつづる */
                                    segments: {
                                        text: string;
                                        target: boolean;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/submit-challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * チャレンジの答えをまとめて送る（1回だけ）
         * @description answers は [{ position, phones, word_score, is_rejected }] の JSON。送られなかった問題は不正解。2回目以降は何も変えずに結果を返す。終了時刻の30秒後を過ぎると 423（答えは受け付けず、何も答えなかったものとして閉じる）。ほかの生徒のチャレンジは 404。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge_id: number;
                        answers: {
                            position: number;
                            /** @description 評価結果（read_word）の単語の phones：[{ phone, ipa, score, type, start_ms, end_ms }]（speech-server の形のまま） */
                            phones: {
                                phone: string;
                                /** @default  */
                                ipa?: string;
                                score: number;
                                /**
                                 * @default correct
                                 * @enum {string}
                                 */
                                type?: "correct" | "mispronunciation" | "omission" | "insertion";
                                start_ms?: number | null;
                                end_ms?: number | null;
                            }[];
                            /** @description 単語全体のスコア（評価結果の words[].score） */
                            word_score: number;
                            /** @description 評価結果の is_rejected（1 なら目標の音も不正解） */
                            is_rejected?: "0" | "1" | 0 | 1;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                challenge_id: number;
                                /** Format: date-time */
                                started_at: string;
                                /** Format: date-time */
                                ends_at: string;
                                /** Format: date-time */
                                submitted_at: string;
                                /** @description 時間切れで答えを受け付けずに閉じたチャレンジ */
                                timed_out: boolean;
                                /** @description 正解した単語の割合（0〜100） */
                                score: number;
                                right: number;
                                answered: number;
                                total: number;
                                items: {
                                    position: number;
                                    phonogram_id: string;
                                    group: string;
                                    title: string;
                                    spellings: string[];
                                    ipa: string;
                                    /** @description 目標の音（ARPAbet） */
                                    target_phones: string[];
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    /** @description 音声評価の発音（ARPAbet）。録音のときに vocabulary として送る */
                                    phones: string;
                                    /** @description 単語を文字で区切ったもの。target が true の文字がこの音をつづる */
                                    segments: {
                                        text: string;
                                        target: boolean;
                                    }[];
                                    answered: boolean;
                                    is_right: boolean;
                                    reason: ("right" | "low_score" | "omitted" | "not_found" | "rejected" | "word_not_read") | null;
                                    target: {
                                        phones: string[];
                                        ipa: string;
                                        /** @description 目標の音のスコア（複数の音素ならいちばん低いもの） */
                                        score: number | null;
                                    };
                                    word_score: number | null;
                                    tip_ja: string;
                                }[];
                                /** @description 間違えた音（目標の音のスコアの低い順） */
                                to_work_on: {
                                    phonogram_id: string;
                                    title: string;
                                    ipa: string;
                                    tip_ja: string;
                                    wrong: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/phonogram/challenge-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * チャレンジの結果：スコア、単語ごとの採点、練習したい音
         * @description まだ答えを送っていないチャレンジは、終了時刻の猶予が過ぎるまで 409。過ぎていれば何も答えなかったものとして閉じて返す。ほかの生徒のチャレンジは 404。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    challenge_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                challenge_id: number;
                                /** Format: date-time */
                                started_at: string;
                                /** Format: date-time */
                                ends_at: string;
                                /** Format: date-time */
                                submitted_at: string;
                                /** @description 時間切れで答えを受け付けずに閉じたチャレンジ */
                                timed_out: boolean;
                                /** @description 正解した単語の割合（0〜100） */
                                score: number;
                                right: number;
                                answered: number;
                                total: number;
                                items: {
                                    position: number;
                                    phonogram_id: string;
                                    group: string;
                                    title: string;
                                    spellings: string[];
                                    ipa: string;
                                    /** @description 目標の音（ARPAbet） */
                                    target_phones: string[];
                                    word_id: number;
                                    word: string;
                                    meaning: string;
                                    /** @description 音声評価の発音（ARPAbet）。録音のときに vocabulary として送る */
                                    phones: string;
                                    /** @description 単語を文字で区切ったもの。target が true の文字がこの音をつづる */
                                    segments: {
                                        text: string;
                                        target: boolean;
                                    }[];
                                    answered: boolean;
                                    is_right: boolean;
                                    reason: ("right" | "low_score" | "omitted" | "not_found" | "rejected" | "word_not_read") | null;
                                    target: {
                                        phones: string[];
                                        ipa: string;
                                        /** @description 目標の音のスコア（複数の音素ならいちばん低いもの） */
                                        score: number | null;
                                    };
                                    word_score: number | null;
                                    tip_ja: string;
                                }[];
                                /** @description 間違えた音（目標の音のスコアの低い順） */
                                to_work_on: {
                                    phonogram_id: string;
                                    title: string;
                                    ipa: string;
                                    tip_ja: string;
                                    wrong: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/remotes/{remote}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/remotes/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    remote?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        remote: string;
                        version: string;
                        /** @default 24 */
                        hours?: number;
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overrides/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overrides/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/overrides/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/remotes/{remote}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: string;
                    version: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/app/new-evaluation-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 発音評価サーバーの WebSocket URL（この生徒用、1回限り）
         * @description speech-server の WS /speech/evaluate（ポータル経由）。URL の auth はこの生徒用の1回限りのチケットで、expires_in 秒で失効する。使用済み・期限切れ・偽のチケットの接続は閉じコード 4401（理由つき）で閉じられる。プロトコルは speech-server/PROTOCOL.md。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                evaluation_server_url: string;
                                /** @description このアドレスが使える残り秒数 */
                                expires_in: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/xfyun/get-iat-auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 音声認識（ストリーミング）の WebSocket URL（この生徒用、1回限り）
         * @description speech-server の WS /speech/recognize（ポータル経由）。チケットは new-evaluation-service と同じく1回限りで expires_in 秒で失効する。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                iat_auth_url: string;
                                /** @description このアドレスが使える残り秒数 */
                                expires_in: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/xfyun/get-tts-auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 音声合成の URL（この生徒用）
         * @description speech-server の GET /speech/tts?text=&voice=（ポータル経由、audio/mpeg）。この URL に text などを加えて使う。expires_in 秒までは何度でも読めるが、生徒ごとに1分あたりの回数に上限がある。text は 600 文字まで。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                tts_auth_url: string;
                                /** @description このアドレスが使える残り秒数 */
                                expires_in: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        patch?: never;
        trace?: never;
    };
    "/speech/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        patch?: never;
        trace?: never;
    };
    "/v3/resource/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教材の情報（resource_id か resource_code で） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id?: number;
                    resource_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["ResourceInfo"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/next-resource-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 教材の情報と学習記録、同じ単元の次の教材
         * @description resource_id の教材の情報（パッケージの場所とバージョン）、この生徒の未完了の回の記録（なければ guid が空の記録）、同じ単元で次に学ぶ教材（最後なら null）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                answer_record: components["schemas"]["AnswerRecord"];
                                next_resource: components["schemas"]["ResourceInfo"] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/answer-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回答の記録（教科書・自習）
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/answer-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 結果画面の記録（教科書・自習）
         * @description guid を指定すればその回、なければ最後に完了した回（完了した回がなければ未完了の回）。記録がなければ data は null。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    resource_id: number;
                    guid?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecord"] | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/recognize-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 音声の回答の認識テキスト（教科書・自習）
         * @description 最新の音声の回答で聞き取った文。録音の認識中は status=pending で空文字（1秒ごとに5回まで問い合わせる）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    question_id: string;
                    resource_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                recognize_text: string;
                                /**
                                 * @description pending: 認識中（1秒後にもう一度）
                                 * @enum {string}
                                 */
                                status: "none" | "pending" | "done" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/recognize-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 音声の回答の認識テキスト（宿題）
         * @description 最新の音声の回答で聞き取った文。録音の認識中は status=pending で空文字（1秒ごとに5回まで問い合わせる）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    question_id: string;
                    topic_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                recognize_text: string;
                                /**
                                 * @description pending: 認識中（1秒後にもう一度）
                                 * @enum {string}
                                 */
                                status: "none" | "pending" | "done" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 宿題一覧と未完了の数
         * @description 生徒のクラスの宿題（開始済み）。未完了（期限の近い順）が先、その後に完了・期限切れ。status で絞り込める。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    status?: "unfinished" | "finished" | "expired";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                unfinished_count: number;
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    homework_id: number;
                                    title: string;
                                    description: string;
                                    class_id: number;
                                    class_name: string;
                                    teacher_name: string;
                                    /** Format: date-time */
                                    start_at: string;
                                    /** Format: date-time */
                                    due_at: string;
                                    expires_at: string | null;
                                    is_expired: 0 | 1;
                                    /** @description 期限（due_at）を過ぎてもまだ終わっていない */
                                    is_late: 0 | 1;
                                    is_finished: 0 | 1;
                                    /** @enum {string} */
                                    status: "unfinished" | "finished" | "expired";
                                    topic_count: number;
                                    finished_topic_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 宿題の詳細（設定と課題ごとの進み具合） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    homework_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                homework_id: number;
                                title: string;
                                description: string;
                                class_name: string;
                                teacher_name: string;
                                /** Format: date-time */
                                start_at: string;
                                /** Format: date-time */
                                due_at: string;
                                expires_at: string | null;
                                is_expired: 0 | 1;
                                is_finished: 0 | 1;
                                /** @enum {string} */
                                status: "unfinished" | "finished" | "expired";
                                has_limit: 0 | 1;
                                limit_number: number;
                                config: components["schemas"]["HomeworkConfig"];
                                topics: {
                                    topic_id: number;
                                    position: number;
                                    resource: components["schemas"]["ResourceInfo"];
                                    completed_times: number;
                                    required_times: number;
                                    is_finished: 0 | 1;
                                    best_score: number;
                                    last_score: number;
                                    last_record_guid: string;
                                    open_record_guid: string;
                                    current_index: number;
                                    has_limit: 0 | 1;
                                    limit_number: number;
                                }[];
                                /** @description 英作文の課題（/v3/writing/homework-detail で取り組む） */
                                writing_topics: {
                                    /** @description 宿題の課題 ID */
                                    topic_id: number;
                                    position: number;
                                    /** @description 英作文のテーマ ID（/v3/writing/topic-detail の topic_id） */
                                    writing_topic_id: number;
                                    title: string;
                                    title_en: string;
                                    level: string;
                                    completed_times: number;
                                    is_finished: 0 | 1;
                                    best_score: number;
                                    /** @description 最後に提出した英作文の guid（/v3/writing/result）。未提出なら空 */
                                    last_guid: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/topic-resource-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 宿題の課題の教材情報・宿題の設定・学習記録
         * @description 教材の情報（エイリアス付き）、宿題の設定（スイッチ）、期限、回数制限の残り、この生徒の未完了の回の記録（なければ guid が空）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    topic_id: number;
                    homework_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                id: number;
                                resource_id: number;
                                code: string;
                                resource_code: string;
                                title: string;
                                resource_title: string;
                                type: string;
                                resource_type: string;
                                version: string;
                                resource_version: string;
                                /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                resource_file: string;
                                path: string;
                                level: string;
                                root_path: string;
                                /** @description 表示する質問IDをカンマ区切りで */
                                question_ids: string;
                                homework_id: number;
                                topic_id: number;
                                homework_title: string;
                                config: components["schemas"]["HomeworkConfig"];
                                /** Format: date-time */
                                due_at: string;
                                expires_at: string | null;
                                is_expired: 0 | 1;
                                answer_record: components["schemas"]["AnswerRecord"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/topic-answer-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 宿題の課題の結果（記録）
         * @description guid を指定すればその回、なければ最後に完了した回（なければ未完了の回）。記録がなければ data は null。先生のコメントは correct_notes。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    topic_id: number;
                    homework_id?: number;
                    guid?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecord"] | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/homework/topic-answer-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 宿題の回答の記録
         * @description 回答を1つ記録し（あれば）、進み具合（current_index）を保存し、is_completed=1 なら回を完了にする。
         *     guid はクライアントが回ごとに作る ID（UUID など）。最初の投稿で回が始まり、同じ教材（課題）の前の未完了の回は破棄される。
         *     同じ回・同じ質問・同じ内容の再送は1件として扱われ、記録もポイントも増えない（replayed=1）。
         *     問題の種類ごとの項目（仕様 第2部 7節）: 選択 result、語選択・入力・並べ替え answer_result、音声 evaluate_result / sound_file など、スキップ is_skipped=1、チャット answer_result（項目番号-選択肢番号）。
         *     選択・入力・並べ替えはサーバーが教材の正解で採点し直す（percent_score = 20 × score、0..100）。
         *     期限（expires_at）を過ぎた宿題は 423、回数制限を使い切った課題で新しい回を始めると 403。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic_id: number;
                        homework_id?: number;
                        guid: string;
                        question_id?: string;
                        current_index?: number;
                        is_completed?: "0" | "1" | 0 | 1;
                        engine_result?: string;
                        engine_pic?: string;
                        result?: string | unknown[];
                        answer_result?: string;
                        total_score?: number;
                        percent_score?: number;
                        score?: number;
                        accuracy_score?: number;
                        fluency_score?: number;
                        integrity_score?: number;
                        evaluate_result?: string;
                        evaluate_html?: string;
                        sound_file?: string;
                        record_duration?: number;
                        poorly_words?: string;
                        study_report?: string;
                        practice_type?: "1" | "2" | 1 | 2;
                        recognize_text?: string;
                        word_id?: string;
                        is_skipped?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: components["schemas"]["AnswerRecordPostReply"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/homework/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 宿題を出す（先生: 担当クラスに）
         * @description 課題は resource_ids（教材）と writing_topic_ids（英作文のテーマ）で、どちらか1つ以上。英作文の課題は生徒が /v3/writing/homework-detail で取り組む。
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id: number;
                        title: string;
                        description?: string;
                        resource_ids?: string;
                        writing_topic_ids?: string;
                        /** Format: date-time */
                        start_at?: string;
                        /** Format: date-time */
                        due_at: string;
                        /** Format: date-time */
                        expires_at?: string;
                        has_limit?: "0" | "1" | 0 | 1;
                        limit_number?: number;
                        required_times?: number;
                        sample_answer?: "0" | "1" | 0 | 1;
                        speech_speed?: "0" | "1" | 0 | 1;
                        subtitle?: "0" | "1" | 0 | 1;
                        translation?: "0" | "1" | 0 | 1;
                        answer_tips?: "0" | "1" | 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                homework_id: number;
                                topic_ids: number[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/homework/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 宿題の進み具合（先生: クラスの生徒ごと）
         * @description 担当クラスの宿題について、生徒ごと・課題ごとの完了回数、点数、最後の回の guid（コメント用）。
         */
        get: {
            parameters: {
                query: {
                    homework_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                homework_id: number;
                                title: string;
                                /** Format: date-time */
                                due_at: string;
                                students: {
                                    student_id: number;
                                    username: string;
                                    nickname: string;
                                    is_finished: 0 | 1;
                                    topics: {
                                        topic_id: number;
                                        resource_title: string;
                                        completed_times: number;
                                        is_finished: 0 | 1;
                                        best_score: number;
                                        last_score: number;
                                        last_record_guid: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/homework/correct-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生徒の回答に先生のコメントを付ける
         * @description 宿題の課題（topic_id）の生徒（student）の回（guid）に、対象の文（sent_content）とコメントを付ける。結果画面の correct_notes に先生の名前付きで出る。英作文には topic_id・student・guid の代わりに writing_guid（提出の guid）と hit_words_pos（本文の範囲 {startPos,endPos}、UTF-16 の位置、endPos は含まない）を送る。生徒の結果画面ではその範囲に先生の名前付きのコメント（type TEACHER）が出る。
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        topic_id: number;
                        student: number;
                        guid: string;
                        sent_content: string;
                        comments: string;
                    } | {
                        writing_guid: string;
                        hit_words_pos: {
                            startPos: number;
                            endPos: number;
                        };
                        comments: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                notes_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/favorite-sentence/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 文・単語をお気に入りに追加
         * @description 文は sentence_id と sentence_source、または resource_id（resource_code）と question_index で特定する。同じ文をもう一度追加しても1件のまま（追加した日時も最初のまま）。collected_at を付けると新しく入る行はその日時で入る（元に戻す用）。大学生は 403。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sentence_id?: string;
                        sentence_source?: string;
                        resource_id?: number;
                        resource_code?: string;
                        question_index?: number;
                        client?: string;
                        screen_en_text?: string;
                        screen_jp_text?: string;
                        evaluate_text?: string;
                        audio_file_name?: string;
                        /** @enum {string} */
                        category: "read_word" | "read_sentence";
                        /** @default 20 */
                        record_max_time?: number;
                        /** Format: date-time */
                        collected_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                favorite_id: number | null;
                                is_collected: 0 | 1;
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/favorite-sentence/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * お気に入りの文・単語を外す
         * @description favorite_id、または追加したときと同じ指定で外す。入っていなくてもエラーにはしない（is_collected=0）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sentence_id?: string;
                        sentence_source?: string;
                        resource_id?: number;
                        resource_code?: string;
                        question_index?: number;
                        favorite_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                favorite_id: number | null;
                                is_collected: 0 | 1;
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/device/favorites/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 録音（点数付き）をお気に入りに保存
         * @description 1つの問題（question_id、なければ教材全体）につき1件。もう一度保存すると置き換わる。sound_file は自分のアップロードした録音のみ。collected_at を付けるとその日時で保存する（元に戻す用）。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        question_id?: string;
                        client?: string;
                        screen_en_text?: string;
                        screen_jp_text?: string;
                        evaluate_html?: string;
                        evaluate_result?: string;
                        scores?: string;
                        record_duration?: number;
                        percent_score?: number;
                        sound_file?: string;
                        /** Format: date-time */
                        collected_at?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                favorite_id: number | null;
                                is_collected: 0 | 1;
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/device/favorites/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存した録音を外す
         * @description resource_id の録音をすべて外す。question_id を付ければその問題の分だけ、空の question_id なら教材全体として保存した分だけ外す。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resource_id: number;
                        question_id?: "" | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                favorite_id: number | null;
                                is_collected: 0 | 1;
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/device/favorites/en-page-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コレクション（英文のあるもの: 文・単語・英文の録音） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    favorite_id: number;
                                    /** @enum {string} */
                                    type: "sentence" | "recording";
                                    client: string;
                                    resource_id: number | null;
                                    resource_code: string;
                                    resource_title: string;
                                    question_id: string;
                                    question_index: number | null;
                                    sentence_id: string;
                                    sentence_source: string;
                                    screen_en_text: string;
                                    screen_jp_text: string;
                                    evaluate_text: string;
                                    audio_file_name: string;
                                    category: string;
                                    record_max_time: number;
                                    evaluate_html: string;
                                    evaluate_result: string;
                                    scores: string;
                                    record_duration: number | null;
                                    percent_score: number | null;
                                    sound_file: string;
                                    /** @enum {number} */
                                    is_collected: 1;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/device/favorites/not-en-page-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コレクション（英文のない録音: スピーキングなど） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    favorite_id: number;
                                    /** @enum {string} */
                                    type: "sentence" | "recording";
                                    client: string;
                                    resource_id: number | null;
                                    resource_code: string;
                                    resource_title: string;
                                    question_id: string;
                                    question_index: number | null;
                                    sentence_id: string;
                                    sentence_source: string;
                                    screen_en_text: string;
                                    screen_jp_text: string;
                                    evaluate_text: string;
                                    audio_file_name: string;
                                    category: string;
                                    record_max_time: number;
                                    evaluate_html: string;
                                    evaluate_result: string;
                                    scores: string;
                                    record_duration: number | null;
                                    percent_score: number | null;
                                    sound_file: string;
                                    /** @enum {number} */
                                    is_collected: 1;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/history/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 学習履歴（合計と日ごと）
         * @description 合計（回答数、学習日数、学習時間の目安、平均点、連続日数）と、学習した日ごとの行（新しい順）。学習時間は同じ回の回答の間隔（5分まで）から見積もる。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                summary: {
                                    total_practices: number;
                                    total_days: number;
                                    total_minutes: number;
                                    average_score: number;
                                    current_streak: number;
                                    longest_streak: number;
                                };
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    date: string;
                                    practice_count: number;
                                    resource_count: number;
                                    average_score: number;
                                    perfect_count: number;
                                    minutes: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/history/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ある日の学習（教材ごとの回） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                date: string;
                                items: {
                                    guid: string;
                                    resource_id: number;
                                    resource_code: string;
                                    resource_title: string;
                                    resource_type: string;
                                    homework_id: number | null;
                                    topic_id: number | null;
                                    homework_title: string;
                                    is_completed: 0 | 1;
                                    answer_count: number;
                                    average_score: number;
                                    /** Format: date-time */
                                    started_at: string;
                                    /** Format: date-time */
                                    last_answer_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/history/details-deep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 1回分の学習の全問（回答と点数） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    guid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                resource: components["schemas"]["ResourceInfo"];
                                homework_id: number | null;
                                topic_id: number | null;
                                homework_title: string;
                                record: components["schemas"]["AnswerRecord"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/ranking/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ランキング（毎日3時に更新）
         * @description 毎日3時（日本時間）までの30日間の練習数（スキップを除く回答数）で、同じ学校の生徒を順位付けする。50回以上の生徒だけが載る。同数なら平均点の高い順、どちらも同じなら同順位。scope=class で自分のクラスの生徒だけ。me に自分の順位（圏外は null）と、あと何回で載るか。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    scope?: "school" | "class";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                day: string;
                                /** @enum {string} */
                                scope: "school" | "class";
                                /** Format: date-time */
                                period_start: string;
                                /** Format: date-time */
                                period_end: string;
                                /** Format: date-time */
                                computed_at: string;
                                /** Format: date-time */
                                next_update_at: string;
                                min_practices: number;
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    rank: number;
                                    nickname: string;
                                    avatar: string;
                                    practice_count: number;
                                    average_score: number;
                                    is_me: 0 | 1;
                                }[];
                                me: {
                                    rank: number | null;
                                    practice_count: number;
                                    needed: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user-card/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ユーザーカード（レベル、合計、連続日数、順位、バッジ） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                nickname: string;
                                avatar: string;
                                school_name: string;
                                class_names: string[];
                                /** Format: date-time */
                                member_since: string;
                                level: {
                                    level: number;
                                    title: string;
                                    /** @description 経験値: 回答1問1、教材を最後までやり終えるごとに10 */
                                    xp: number;
                                    level_xp: number;
                                    next_level_xp: number;
                                    /** @description 次のレベルまでの進み具合 0..100 */
                                    progress: number;
                                };
                                totals: {
                                    practices: number;
                                    days: number;
                                    minutes: number;
                                    average_score: number;
                                    perfect_count: number;
                                    resources_completed: number;
                                    homework_topics_completed: number;
                                };
                                streak: {
                                    current: number;
                                    longest: number;
                                    last_practice_date: string | null;
                                };
                                /** @description 学校のランキングでの順位（圏外は null） */
                                rank: {
                                    day: string;
                                    rank: number;
                                } | null;
                                this_month: {
                                    month: string;
                                    practices: number;
                                    days: number;
                                    minutes: number;
                                    average_score: number;
                                    perfect_count: number;
                                };
                                badges: {
                                    key: string;
                                    name: string;
                                    description: string;
                                    earned: 0 | 1;
                                    earned_on: string | null;
                                    progress: number;
                                    target: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user-card/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 月ごとのカード（学習した月、新しい順） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                total: number;
                                page: number;
                                limit: number;
                                items: {
                                    month: string;
                                    practices: number;
                                    days: number;
                                    minutes: number;
                                    average_score: number;
                                    perfect_count: number;
                                    longest_streak: number;
                                    best_day: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/live/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ライブ授業の一覧（自分のクラス）
         * @description status=current（既定）: 終わっていない授業（開催中、次に始まる順）。status=past: 終わった授業（新しい順）。
         */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    status?: "current" | "past";
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                page: number;
                                limit: number;
                                has_more: 0 | 1;
                                items: {
                                    live_id: number;
                                    title: string;
                                    description: string;
                                    class_id: number;
                                    class_name: string;
                                    teacher_name: string;
                                    /** Format: date-time */
                                    starts_at: string;
                                    /** Format: date-time */
                                    ends_at: string;
                                    duration_minutes: number;
                                    /** @enum {string} */
                                    status: "upcoming" | "live" | "ended";
                                    /** @description 1: 今入室できる（開始15分前から終了まで） */
                                    can_join: 0 | 1;
                                    /** @description 入室できる間だけ入る */
                                    join_url: string;
                                    /** Format: date-time */
                                    opens_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/teacher/live/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ライブ授業を予定する（先生: 担当クラスに） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        class_id: number;
                        title: string;
                        description?: string;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        ends_at: string;
                        /** Format: uri */
                        join_url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                live_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/sensitive-word/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 不適切な語を伏せ字にする
         * @description words の中の不適切な語（英語・日本語の卑語、差別語、脅し）を1文字ずつ * に置き換えて返す。大文字小文字・全角・数字の置き換え（sh1t）は同じ語として扱い、語の途中（class の ass など）は対象外。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        words: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                words: string;
                                has_sensitive: 0 | 1;
                                /** @description 見つかった語（伏せる前の形、小文字） */
                                hits: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/evaluation/error-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 音声評価のエラー報告
         * @description 評価・認識が失敗したとき（仕様 第2部 8節）に、エラーコード、メッセージ、speech-server のセッション ID（sid）を送る。運用の調査用に保存する。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string | number;
                        message: string;
                        session_id?: string;
                        category?: string;
                        resource_id?: string;
                        question_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                report_id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/upload/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 録音のアップロード（multipart の file に MP3）
         * @description data.file が録音の URL（/uploads/...）。回答の sound_file にはこの URL を送る。5MB・5分まで。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description 録音（MP3）。名前ではなく中身（MP3 フレーム）で確かめる（最大1個、1個5MBまで。超えた分は無視） */
                        file?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                file: string;
                                duration_ms: number;
                                bytes: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 画像のアップロード（multipart の file に PNG・JPEG・WebP）
         * @description data.file が画像の URL（/uploads/...）。手書きの英作文の写真として submit-itr-topic-writing の image_url に送る。8MBまで。
         */
        post: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description 写真（PNG・JPEG・WebP）。名前ではなく中身（先頭のバイト列）で確かめる（最大1個、1個8MBまで。超えた分は無視） */
                        file?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                file: string;
                                bytes: number;
                                /** @enum {string} */
                                format: "png" | "jpg" | "webp";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/book-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教科書の一覧（/bookList） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                items: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    description_jp: string;
                                    level: string;
                                    /** @description 表紙の画像 URL（/resources/...） */
                                    cover: string;
                                    unit_count: number;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/unit-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 教科書の目次（/unitDirectory） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    book_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                book: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    description_jp: string;
                                    level: string;
                                    /** @description 表紙の画像 URL（/resources/...） */
                                    cover: string;
                                };
                                units: {
                                    unit_id: number;
                                    book_id: number;
                                    code: string;
                                    number: number;
                                    title: string;
                                    title_jp: string;
                                    resource_count: number;
                                    /** @description 1回以上完了した教材の数 */
                                    completed_count: number;
                                    types: string[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/textbook/unit-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ユニットの教材一覧と進み具合（/unitList） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    unit_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                book: {
                                    book_id: number;
                                    code: string;
                                    title: string;
                                    title_jp: string;
                                    description_jp: string;
                                    level: string;
                                    /** @description 表紙の画像 URL（/resources/...） */
                                    cover: string;
                                };
                                unit: {
                                    unit_id: number;
                                    book_id: number;
                                    code: string;
                                    number: number;
                                    title: string;
                                    title_jp: string;
                                };
                                resources: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/skillup/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スキルアップの教材一覧（/skillup/list/:type） */
        get: {
            parameters: {
                query: {
                    student_id: number;
                    flag?: string;
                    type: "listening" | "reading" | "speaking" | "writing" | "grammar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 0;
                            /** @enum {number} */
                            errcode: 0;
                            errmsg: string;
                            data: {
                                type: string;
                                resources: {
                                    id: number;
                                    resource_id: number;
                                    code: string;
                                    resource_code: string;
                                    title: string;
                                    resource_title: string;
                                    type: string;
                                    resource_type: string;
                                    version: string;
                                    resource_version: string;
                                    /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
                                    resource_file: string;
                                    path: string;
                                    level: string;
                                    root_path: string;
                                    /** @description 表示する質問IDをカンマ区切りで */
                                    question_ids: string;
                                    /** @enum {string} */
                                    status: "not_started" | "in_progress" | "completed";
                                    completed_times: number;
                                    best_score: number;
                                    last_score: number;
                                    /** @description 最後に完了した回の guid（結果画面用） */
                                    last_guid: string;
                                    /** @description 未完了の回の guid（続きから） */
                                    open_guid: string;
                                    current_index: number;
                                    item_count: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description エラー応答。errcode は HTTP ステータスと同じ値、errmsg はそのまま利用者に表示できる日本語。 */
        ErrorBodyInput: {
            code: number;
            errcode: number;
            errmsg: string;
            data: unknown;
        };
        CardStateInput: {
            card_id: string;
            /** @description 0: 未有効化（有効化ダイアログ）、1: 有効 */
            active_status: 0 | 1;
            /** @description 1: 期限切れ（期限切れダイアログ、ログアウトのみ） */
            is_expired: 0 | 1;
            /** Format: date-time */
            expires_at: string;
            activated_at: string | null;
        };
        ClientConfigInput: {
            version: number;
            cefr_downgrade_score: number;
            cefr_upgrade_score: number;
            excellent_score: number;
            standard_score: number;
            recognition_score: number;
            word_score: number;
            poorly_words: string[];
            white_list_words: string[];
            capitalized_words: string[];
            exclude_words: string[];
        };
        MissionInput: {
            mission_id: number;
            type_id: number;
            title: string;
            description: string;
            target: number;
            progress: number;
            points: number;
            /** @description 0: 未達成、1: 達成（受け取り可能）、2: 受け取り済み */
            status: 0 | 1 | 2;
            period_key: string;
        };
        ServiceStatusInput: {
            /** @description 0: 停止（アプリを離れるボタンのみ）、1: お知らせ（閉じてアプリに戻る）、2: 通常 */
            opt_status: 0 | 1 | 2;
            /** @enum {string} */
            opt_mode: "disabled" | "tips" | "normal";
            /** @description 障害・メンテナンスのお知らせ本文（通常時は空） */
            opt_content: string;
            changed_at: string | null;
        };
        ResourceInfoInput: {
            id: number;
            resource_id: number;
            code: string;
            resource_code: string;
            title: string;
            resource_title: string;
            type: string;
            resource_type: string;
            version: string;
            resource_version: string;
            /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
            resource_file: string;
            path: string;
            level: string;
            root_path: string;
            /** @description 表示する質問IDをカンマ区切りで */
            question_ids: string;
        };
        AnswerRecordInput: {
            /** @description 回（run）の guid。まだ始めていなければ空 */
            guid: string;
            is_completed: 0 | 1;
            current_index: number;
            engine_result: string;
            engine_pic: string;
            correct_notes: {
                sent_content: string;
                comments: string;
                teacher_name: string;
            }[];
            has_limit: 0 | 1;
            /** @description 回数制限のある宿題で残りの回数（制限なしは 0） */
            limit_number: number;
            /** @description この回の点数: 各問の最新の点の平均（未回答は 0） */
            score: number;
            started_at: string | null;
            completed_at: string | null;
            items: {
                question_id: string;
                index: number;
                /** @description この回の最新の回答（選択問題は result の JSON） */
                answer_result: string;
                percent_score: number;
                total_score: number;
                /** @description これまでの全回での最高点（0..100） */
                best_score: number;
                /** @description これまでに回答した回数（スキップを除く） */
                learn_count: number;
                practiced: 0 | 1;
                record_file: string;
                is_skipped: 0 | 1;
                is_collected: 0 | 1;
                text?: string;
                text_jp?: string;
                result?: {
                    question_id: string;
                    answer_index: number[];
                    score: number;
                }[] | null;
                accuracy_score?: number | null;
                fluency_score?: number | null;
                integrity_score?: number | null;
                evaluate_result?: string;
                evaluate_html?: string;
                poorly_words?: string;
                study_report?: string;
                record_duration?: number | null;
                recognize_text?: string;
                practice_type?: number | null;
                word_id?: string;
                answered_at?: string | null;
            }[];
        };
        AnswerRecordPostReplyInput: {
            guid: string;
            is_completed: 0 | 1;
            current_index: number;
            has_limit: 0 | 1;
            limit_number: number;
            answer: {
                question_id: string;
                kind: string;
                /** @description サーバーが採点した点（0..100）。クライアントの点と違えばこちらが記録される */
                percent_score: number;
                total_score: number;
                server_scored: 0 | 1;
                result: {
                    question_id: string;
                    answer_index: number[];
                    score: number;
                }[] | null;
                is_skipped: 0 | 1;
                record_file: string;
                learn_count: number;
                best_score: number;
                practiced: 0 | 1;
                /** @description この回答で付いたポイント（再送では 0） */
                points: number;
                /** @description 1: 同じ回答の再送だった（記録もポイントも増えていない） */
                replayed: 0 | 1;
            } | null;
        };
        HomeworkConfigInput: {
            required_times: number;
            sample_answer: 0 | 1;
            speech_speed: 0 | 1;
            subtitle: 0 | 1;
            translation: 0 | 1;
            answer_tips: 0 | 1;
            switchSampleAnswer: 0 | 1;
            switchSubtitle: 0 | 1;
            switchTranslation: 0 | 1;
            switchAnswerTips: 0 | 1;
        };
        WritingResultInput: {
            guid: string;
            topic: {
                topic_id: number;
                title: string;
                title_en: string;
                prompt_en: string;
                level: string;
            };
            text: string;
            /** @description 手書きの写真（/uploads/...）。なければ null */
            image_url: string | null;
            /** Format: date-time */
            created_at: string;
            score: number;
            word_count: number;
            /** @description AI が見つけた誤りの数（0 なら「間違いは見つかりませんでした」） */
            error_count: number;
            general_comment: string;
            /** @description 語彙の多様さ・正確さ、文法の多様さ・正確さ（各 0〜100） */
            overall_evaluation: {
                vocabulary_diversity: number;
                vocabulary_correctness: number;
                grammar_diversity: number;
                grammar_correctness: number;
            };
            comments: {
                sent_content: string;
                start: number;
                end: number;
                /** @description 文ごとの講評 */
                comment: string;
                sent_comments: {
                    /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                    hit_words_pos: {
                        startPos: number;
                        endPos: number;
                    };
                    comments: string;
                    /** @description 先生のコメントなら先生の名前、AI なら空 */
                    teacher_name: string;
                    /** @enum {string} */
                    type: "AI" | "TEACHER";
                    kind: ("spelling" | "grammar" | "punctuation" | "style" | "word_choice") | "teacher";
                    suggestion: string | null;
                }[];
            }[];
            /** @description 先生のコメント（宿題） */
            correct_notes: {
                sent_content: string;
                comments: string;
                teacher_name: string;
                /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                hit_words_pos: {
                    startPos: number;
                    endPos: number;
                };
            }[];
            /** @description 模範解答 */
            en_answer: string;
            en_answer_ja: string;
            homework_id: number | null;
            /**
             * @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々
             * @enum {string}
             */
            source: "skillup" | "ai";
            /** @enum {string} */
            mode: "practice" | "homework";
            time_spent_seconds: number;
        };
        EikenExamInput: {
            /** @description 模擬テストの ID（resource-list の directory_id） */
            directory_id: number;
            level_id: number;
            code: string;
            title: string;
            title_en: string;
            description: string;
            /** @description 制限時間（分） */
            minutes: number;
            /** @description 合格ラインとみなす正答率（0..1） */
            pass_ratio: number;
            section_count: number;
            /** @description 設問の数 */
            item_count: number;
        };
        EikenExamAttemptInput: {
            guid: string;
            directory_id: number;
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）
             */
            deadline_at: string;
            /** @description サーバーの時計で残り時間（秒） */
            remaining_seconds: number;
            finished_at: string | null;
            /** @description submitted: 提出、timeout: 時間切れ */
            finish_reason: ("submitted" | "timeout") | null;
        };
        EikenExamResultInput: {
            correct: number;
            total: number;
            percent: number;
            sections: {
                /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                kind: string;
                title: string;
                correct: number;
                total: number;
                percent: number;
                resources: {
                    resource_id: number;
                    title: string;
                    correct: number;
                    total: number;
                    answered: number;
                }[];
            }[];
            skills: {
                /** @description reading（語彙・会話・長文）か listening */
                skill: string;
                correct: number;
                total: number;
                percent: number;
                /** @description 技能ごとの CSE 風スコア */
                scaled: number | null;
                scaled_max: number | null;
            }[];
            estimate: {
                /** @description 出題された技能の CSE 風スコアの合計（CSE の表がない級は null） */
                scaled_score: number | null;
                scaled_max: number | null;
                /** @description 出題された技能ぶんの合格スコア（一次試験の合格スコア × 出題技能数 / 一次の技能数） */
                scaled_pass: number | null;
                pass_ratio: number;
                /** @description 合格ラインに届く見込み（0..1） */
                pass_probability: number;
                /** @description 本当の正答率の95%範囲（Wilson 区間）の下限 */
                proportion_low: number;
                proportion_high: number;
                /**
                 * @description 見込み 70% 以上 likely、30% 以上 borderline
                 * @enum {string}
                 */
                verdict: "likely" | "borderline" | "unlikely";
            };
        };
        /** @description エラー応答。errcode は HTTP ステータスと同じ値、errmsg はそのまま利用者に表示できる日本語。 */
        ErrorBody: {
            code: number;
            errcode: number;
            errmsg: string;
            data: unknown;
        };
        CardState: {
            card_id: string;
            /** @description 0: 未有効化（有効化ダイアログ）、1: 有効 */
            active_status: 0 | 1;
            /** @description 1: 期限切れ（期限切れダイアログ、ログアウトのみ） */
            is_expired: 0 | 1;
            /** Format: date-time */
            expires_at: string;
            activated_at: string | null;
        };
        ClientConfig: {
            version: number;
            cefr_downgrade_score: number;
            cefr_upgrade_score: number;
            excellent_score: number;
            standard_score: number;
            recognition_score: number;
            word_score: number;
            poorly_words: string[];
            white_list_words: string[];
            capitalized_words: string[];
            exclude_words: string[];
        };
        Mission: {
            mission_id: number;
            type_id: number;
            title: string;
            description: string;
            target: number;
            progress: number;
            points: number;
            /** @description 0: 未達成、1: 達成（受け取り可能）、2: 受け取り済み */
            status: 0 | 1 | 2;
            period_key: string;
        };
        ServiceStatus: {
            /** @description 0: 停止（アプリを離れるボタンのみ）、1: お知らせ（閉じてアプリに戻る）、2: 通常 */
            opt_status: 0 | 1 | 2;
            /** @enum {string} */
            opt_mode: "disabled" | "tips" | "normal";
            /** @description 障害・メンテナンスのお知らせ本文（通常時は空） */
            opt_content: string;
            changed_at: string | null;
        };
        ResourceInfo: {
            id: number;
            resource_id: number;
            code: string;
            resource_code: string;
            title: string;
            resource_title: string;
            type: string;
            resource_type: string;
            version: string;
            resource_version: string;
            /** @description 静的パッケージのフォルダ URL（/resources/.../）。index.json とメディアがある */
            resource_file: string;
            path: string;
            level: string;
            root_path: string;
            /** @description 表示する質問IDをカンマ区切りで */
            question_ids: string;
        };
        AnswerRecord: {
            /** @description 回（run）の guid。まだ始めていなければ空 */
            guid: string;
            is_completed: 0 | 1;
            current_index: number;
            engine_result: string;
            engine_pic: string;
            correct_notes: {
                sent_content: string;
                comments: string;
                teacher_name: string;
            }[];
            has_limit: 0 | 1;
            /** @description 回数制限のある宿題で残りの回数（制限なしは 0） */
            limit_number: number;
            /** @description この回の点数: 各問の最新の点の平均（未回答は 0） */
            score: number;
            started_at: string | null;
            completed_at: string | null;
            items: {
                question_id: string;
                index: number;
                /** @description この回の最新の回答（選択問題は result の JSON） */
                answer_result: string;
                percent_score: number;
                total_score: number;
                /** @description これまでの全回での最高点（0..100） */
                best_score: number;
                /** @description これまでに回答した回数（スキップを除く） */
                learn_count: number;
                practiced: 0 | 1;
                record_file: string;
                is_skipped: 0 | 1;
                is_collected: 0 | 1;
                text?: string;
                text_jp?: string;
                result?: {
                    question_id: string;
                    answer_index: number[];
                    score: number;
                }[] | null;
                accuracy_score?: number | null;
                fluency_score?: number | null;
                integrity_score?: number | null;
                evaluate_result?: string;
                evaluate_html?: string;
                poorly_words?: string;
                study_report?: string;
                record_duration?: number | null;
                recognize_text?: string;
                practice_type?: number | null;
                word_id?: string;
                answered_at?: string | null;
            }[];
        };
        AnswerRecordPostReply: {
            guid: string;
            is_completed: 0 | 1;
            current_index: number;
            has_limit: 0 | 1;
            limit_number: number;
            answer: {
                question_id: string;
                kind: string;
                /** @description サーバーが採点した点（0..100）。クライアントの点と違えばこちらが記録される */
                percent_score: number;
                total_score: number;
                server_scored: 0 | 1;
                result: {
                    question_id: string;
                    answer_index: number[];
                    score: number;
                }[] | null;
                is_skipped: 0 | 1;
                record_file: string;
                learn_count: number;
                best_score: number;
                practiced: 0 | 1;
                /** @description この回答で付いたポイント（再送では 0） */
                points: number;
                /** @description 1: 同じ回答の再送だった（記録もポイントも増えていない） */
                replayed: 0 | 1;
            } | null;
        };
        HomeworkConfig: {
            required_times: number;
            sample_answer: 0 | 1;
            speech_speed: 0 | 1;
            subtitle: 0 | 1;
            translation: 0 | 1;
            answer_tips: 0 | 1;
            switchSampleAnswer: 0 | 1;
            switchSubtitle: 0 | 1;
            switchTranslation: 0 | 1;
            switchAnswerTips: 0 | 1;
        };
        WritingResult: {
            guid: string;
            topic: {
                topic_id: number;
                title: string;
                title_en: string;
                prompt_en: string;
                level: string;
            };
            text: string;
            /** @description 手書きの写真（/uploads/...）。なければ null */
            image_url: string | null;
            /** Format: date-time */
            created_at: string;
            score: number;
            word_count: number;
            /** @description AI が見つけた誤りの数（0 なら「間違いは見つかりませんでした」） */
            error_count: number;
            general_comment: string;
            /** @description 語彙の多様さ・正確さ、文法の多様さ・正確さ（各 0〜100） */
            overall_evaluation: {
                vocabulary_diversity: number;
                vocabulary_correctness: number;
                grammar_diversity: number;
                grammar_correctness: number;
            };
            comments: {
                sent_content: string;
                start: number;
                end: number;
                /** @description 文ごとの講評 */
                comment: string;
                sent_comments: {
                    /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                    hit_words_pos: {
                        startPos: number;
                        endPos: number;
                    };
                    comments: string;
                    /** @description 先生のコメントなら先生の名前、AI なら空 */
                    teacher_name: string;
                    /** @enum {string} */
                    type: "AI" | "TEACHER";
                    kind: ("spelling" | "grammar" | "punctuation" | "style" | "word_choice") | "teacher";
                    suggestion: string | null;
                }[];
            }[];
            /** @description 先生のコメント（宿題） */
            correct_notes: {
                sent_content: string;
                comments: string;
                teacher_name: string;
                /** @description 本文（text）の中の位置。UTF-16 の文字位置、endPos は含まない */
                hit_words_pos: {
                    startPos: number;
                    endPos: number;
                };
            }[];
            /** @description 模範解答 */
            en_answer: string;
            en_answer_ja: string;
            homework_id: number | null;
            /**
             * @description どの画面から書いたか（skillup: スキルアップの英作文、ai: AI英作文）。履歴は別々
             * @enum {string}
             */
            source: "skillup" | "ai";
            /** @enum {string} */
            mode: "practice" | "homework";
            time_spent_seconds: number;
        };
        EikenExam: {
            /** @description 模擬テストの ID（resource-list の directory_id） */
            directory_id: number;
            level_id: number;
            code: string;
            title: string;
            title_en: string;
            description: string;
            /** @description 制限時間（分） */
            minutes: number;
            /** @description 合格ラインとみなす正答率（0..1） */
            pass_ratio: number;
            section_count: number;
            /** @description 設問の数 */
            item_count: number;
        };
        EikenExamAttempt: {
            guid: string;
            directory_id: number;
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description この時刻を過ぎた回答は受け付けない（送信中のものに30秒の猶予）
             */
            deadline_at: string;
            /** @description サーバーの時計で残り時間（秒） */
            remaining_seconds: number;
            finished_at: string | null;
            /** @description submitted: 提出、timeout: 時間切れ */
            finish_reason: ("submitted" | "timeout") | null;
        };
        EikenExamResult: {
            correct: number;
            total: number;
            percent: number;
            sections: {
                /** @description 大問・パートの種類（英検: vocabulary / conversation / reading / listening、TOEIC: part1〜part7、東京: task-a〜task-d、共通テスト: part1〜part6） */
                kind: string;
                title: string;
                correct: number;
                total: number;
                percent: number;
                resources: {
                    resource_id: number;
                    title: string;
                    correct: number;
                    total: number;
                    answered: number;
                }[];
            }[];
            skills: {
                /** @description reading（語彙・会話・長文）か listening */
                skill: string;
                correct: number;
                total: number;
                percent: number;
                /** @description 技能ごとの CSE 風スコア */
                scaled: number | null;
                scaled_max: number | null;
            }[];
            estimate: {
                /** @description 出題された技能の CSE 風スコアの合計（CSE の表がない級は null） */
                scaled_score: number | null;
                scaled_max: number | null;
                /** @description 出題された技能ぶんの合格スコア（一次試験の合格スコア × 出題技能数 / 一次の技能数） */
                scaled_pass: number | null;
                pass_ratio: number;
                /** @description 合格ラインに届く見込み（0..1） */
                pass_probability: number;
                /** @description 本当の正答率の95%範囲（Wilson 区間）の下限 */
                proportion_low: number;
                proportion_high: number;
                /**
                 * @description 見込み 70% 以上 likely、30% 以上 borderline
                 * @enum {string}
                 */
                verdict: "likely" | "borderline" | "unlikely";
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
