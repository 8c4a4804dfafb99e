module github.com/transcrub/transcrub

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/bmatcuk/doublestar/v4 v4.10.4
	github.com/dchest/siphash v1.2.3
	github.com/go-json-experiment/json v1.27.2
	github.com/itchyny/gojq v0.12.20
	github.com/klauspost/compress v1.20.4
	github.com/nyaruka/phonenumbers v1.8.1
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/spf13/pflag v1.1.0
	github.com/wasilibs/go-re2 v1.13.0
)

require (
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.23.0 // indirect
	google.golang.org/protobuf v1.36.11 // indirect
)
