# Adds to package-lock.json the platform bindings of unrs-resolver (a jest dependency) that this
# closed registry does not serve: npm install leaves them out, and npm ci then refuses the lock as
# "out of sync". They are optional and for other platforms, so npm ci skips them. Run after npm install:
#   python3 .ci/fix-lock.py package-lock.json
import json,sys,re
p=sys.argv[1]; lock=json.load(open(p))
pk=lock['packages']
ver='1.13.0'
names=['android-arm-eabi','android-arm64','darwin-arm64','darwin-x64','freebsd-x64','linux-arm-gnueabihf','linux-arm-musleabihf','linux-loong64-gnu','linux-loong64-musl','linux-ppc64-gnu','linux-riscv64-gnu','linux-riscv64-musl','linux-s390x-gnu','openharmony-arm64','win32-arm64-msvc','win32-ia32-msvc','win32-x64-msvc']
cpumap={'arm':'arm','eabi':'arm','arm64':'arm64','x64':'x64','loong64':'loong64','ppc64':'ppc64','riscv64':'riscv64','s390x':'s390x','ia32':'ia32'}
for n in names:
    key='node_modules/@unrs/resolver-binding-'+n
    if key in pk: continue
    parts=n.split('-'); os_=parts[0]; cpu=parts[1]
    e={'version':ver,'cpu':[cpumap[cpu]],'dev':True,'license':'MIT','optional':True,'os':[os_]}
    if len(parts)>2 and parts[2].startswith('gnu'): e['libc']=['glibc']
    if len(parts)>2 and parts[2].startswith('musl'): e['libc']=['musl']
    pk[key]=e
lock['packages']=dict(sorted(pk.items(), key=lambda kv: (kv[0]!='', kv[0])))
json.dump(lock,open(p,'w'),indent=2); open(p,'a').write('\n')
